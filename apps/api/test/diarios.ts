import { addDays } from '@gdo/domain/date';
import type { Diario } from '@gdo/domain/diario-response';
import { diaNoCanteiro } from '@gdo/domain/fuso';
import { call, type TestApp } from './helpers';
import { type Cena, seedDocumento, seedObraComOrcamento } from './lancamentos';

// Shared set-up of the diário tests: report bodies for a scene of lancamentos.ts (an obra whose
// RDO follows a budget holding the first two subetapas of each etapa) and the calls they make.

/** The day `n` days before today on the sites' clock. */
export const diasAtras = (n: number) => addDays(diaNoCanteiro(), -n);

const turno = { tempo: 'claro', condicao: 'praticavel' } as const;

export function novoDiario(cena: Cena, over: Record<string, unknown> = {}) {
  const etapa = cena.etapas[0]!;
  return {
    obra: cena.obra.id,
    data: diasAtras(1),
    clima: { manha: turno, tarde: { tempo: 'chuvoso', condicao: 'impraticavel' } },
    efetivo: [
      { funcao: 'Pedreiro', origem: 'propria', quantidade: 4, horas: 8 },
      { funcao: 'Armador', origem: 'terceirizada', fornecedor: cena.fornecedor.id, quantidade: 2 },
    ],
    equipamentos: [{ descricao: 'Betoneira 400 L', quantidade: 1, situacao: 'operando' }],
    atividades: [
      {
        etapa: etapa.id,
        subetapa: etapa.subetapas[0]!.id,
        descricao: 'Concretagem das sapatas do eixo A',
        situacao: 'em_andamento',
        percentual: 40,
      },
    ],
    ocorrencias: [{ tipo: 'entrega_material', descricao: 'Chegaram 30 sacos de cimento', hora: '09:15' }],
    observacoes: 'Chuva forte à tarde; serviço externo parado.',
    ...over,
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call under /api/diarios. */
export const diarios = (t: TestApp, token: string, method: Method, path: string, body?: unknown) =>
  call(t.app, { method, url: `/api/diarios/${path}`, token, body });

export async function criarDiario(t: TestApp, token: string, body: unknown): Promise<Diario> {
  const res = await diarios(t, token, 'POST', 'create', body);
  if (res.statusCode !== 200) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function assinar(t: TestApp, token: string, id: number): Promise<Diario> {
  const res = await diarios(t, token, 'POST', `assinar/${id}`, {});
  if (res.statusCode !== 200) throw new Error(`assinar: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Another obra with a budget of the scene's etapas and an RDO following it: its reports number from 1. */
export async function novaObra(t: TestApp, token: string, cena: Cena, seed: number): Promise<Cena> {
  const { obra, orcamento } = await seedObraComOrcamento(t, token, seed, cena.etapas);
  const rdo = await seedDocumento(t, token, 'rdo', obra.id, orcamento.id);
  return { ...cena, obra, orcamento, rdo };
}
