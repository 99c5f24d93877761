import type { Diario } from '@gdo/domain/diario-response';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listQueryString } from '@/lib/list-request';
import { diarioKeys } from './keys';

// The usual trades of a Brazilian site (diario.md), offered after the obra's own.
const FUNCOES_COMUNS = [
  'Pedreiro',
  'Servente',
  'Carpinteiro',
  'Armador',
  'Eletricista',
  'Encanador',
  'Pintor',
  'Mestre de obras',
  'Engenheiro',
];

const RECENTES = { page: 1, pageSize: 30 };

/** The funções written in the obra's last 30 reports, most used first, then the usual ones. */
export function funcoesSugeridas(diarios: Pick<Diario, 'efetivo'>[]): string[] {
  const usos = new Map<string, { nome: string; vezes: number }>();
  for (const { efetivo } of diarios) {
    for (const { funcao } of efetivo) {
      const chave = funcao.trim().toLocaleLowerCase('pt-BR');
      const atual = usos.get(chave) ?? { nome: funcao.trim(), vezes: 0 };
      usos.set(chave, { ...atual, vezes: atual.vezes + 1 });
    }
  }
  const proprias = [...usos.values()].sort((a, b) => b.vezes - a.vezes).map((u) => u.nome);
  const comuns = FUNCOES_COMUNS.filter((f) => !usos.has(f.toLocaleLowerCase('pt-BR')));
  return [...proprias, ...comuns];
}

/** The suggestions of an obra with no report read yet: the usual trades alone. */
export const FUNCOES_USUAIS: readonly string[] = funcoesSugeridas([]);

/**
 * The suggestions, asked for only once `precisa` (a line of efetivo is on the form): the last 30
 * reports are ~20 KB on a phone's weak signal, which a report with nobody yet has no use for, nor the
 * page's first paint (decision 244).
 */
export function useFuncoesSugeridas(obra: number, precisa: boolean) {
  return useQuery({
    enabled: precisa,
    queryKey: diarioKeys.listOfObra(obra, { ...RECENTES, sugestoes: 'funcoes' }),
    queryFn: ({ signal }) =>
      apiRequest<Diario[]>(`/api/diarios/list/obra/${obra}${listQueryString(RECENTES)}`, { signal }),
    select: funcoesSugeridas,
    staleTime: 5 * 60_000,
  });
}
