import { addDays } from '@gdo/domain/date';
import {
  DIAS_DA_FAIXA,
  type DiarioResumo,
  diarioDaObra,
  isDiaUtil,
  type ProgressoEtapa,
} from '@gdo/domain/diario-resumo';
import type { UltimoDiario } from '@gdo/domain/diario-ultimos';
import { diaNoCanteiro } from '@gdo/domain/fuso';
import { API_ERRORS } from '@gdo/domain/messages';
import type { EmpresaScope } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './resumo-repository';

/** The figures the obra detail and the report list show of an obra's reports (decision 072). */
export async function resumoDoDiario({
  db,
  empresaId,
  obraId,
}: EmpresaScope & { obraId: number }): Promise<DiarioResumo> {
  const hoje = diaNoCanteiro();
  const obra = await repo.obraDoResumo(db, empresaId, obraId, addDays(hoje, -1));
  if (!obra) throw new AppError('NOT_FOUND', API_ERRORS.obraNaoEncontrada);
  const inicioDaFaixa = addDays(hoje, 1 - DIAS_DA_FAIXA);
  const [relatorios, percentuais] = await Promise.all([
    repo.relatoriosDosDias(db, empresaId, obraId, inicioDaFaixa, hoje),
    repo.ultimosPercentuais(db, empresaId, obraId),
  ]);
  const porDia = new Map(relatorios.map((r) => [r.data, r]));
  return {
    obra: obraId,
    hoje,
    ...diarioDaObra(obra.diario, hoje),
    relatorios: obra.diario.relatorios,
    dias_impraticaveis: obra.impraticaveis,
    dias: Array.from({ length: DIAS_DA_FAIXA }, (_, i) => {
      const data = addDays(inicioDaFaixa, i);
      const r = porDia.get(data);
      return {
        data,
        util: isDiaUtil(data),
        relatorio: r ? { id: r.id, numero: r.numero, status: r.status } : null,
        impraticavel: r?.impraticavel ?? false,
      };
    }),
    progresso: progresso(percentuais),
  };
}

/**
 * The last report of each obra asked about that is the empresa's (decision 185); another empresa's
 * or a missing obra is left out, as if it were not asked about.
 */
export async function ultimosDiarios({
  db,
  empresaId,
  obras,
}: EmpresaScope & { obras: number[] }): Promise<UltimoDiario[]> {
  const linhas = await repo.ultimosDasObras(db, empresaId, obras);
  return linhas.map(({ obra, id, numero, data, status }) => ({
    obra,
    ultimo:
      id === null || numero === null || data === null || status === null
        ? null
        : { id, numero, data, status },
  }));
}

/** Per etapa, its own latest percentage and its subetapas', in the budget's numbering. */
function progresso(linhas: repo.PercentualRow[]): ProgressoEtapa[] {
  const etapas = new Map<number, ProgressoEtapa>();
  for (const l of linhas) {
    const etapa = etapas.get(l.etapa) ?? {
      etapa: l.etapa,
      numero: l.etapa_numero,
      nome: l.etapa_nome,
      percentual: null,
      data: null,
      subetapas: [],
    };
    if (l.subetapa === null) Object.assign(etapa, { percentual: l.percentual, data: l.data });
    else
      etapa.subetapas.push({
        subetapa: l.subetapa,
        numero: l.subetapa_numero ?? '',
        nome: l.subetapa_nome ?? '',
        percentual: l.percentual,
        data: l.data,
      });
    etapas.set(l.etapa, etapa);
  }
  const porNumero = (a: { numero: string }, b: { numero: string }) =>
    a.numero.localeCompare(b.numero, 'pt-BR', { numeric: true });
  return [...etapas.values()].map((e) => ({ ...e, subetapas: e.subetapas.sort(porNumero) })).sort(porNumero);
}
