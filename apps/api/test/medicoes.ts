import type { TestScope } from './helpers';
import type { Cena } from './lancamentos';
import { send } from './orcamentos';

// Shared set-up of the medições tests: a subcontract with two itens in two etapas of the scene's
// budget, retention, an advance amortised by a percentage and a payment term.

export type Ctx = TestScope<{ cena: Cena }>;

export const api = (
  ctx: Ctx,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  token = ctx.token,
) => send(ctx.t, token, method, url, body);

/** Item 0: 100 m³ at 350,00 (etapa 1); item 1: 40 m² at 87,35 (etapa 2). Value 38.494,00. */
export function subcontrato(ctx: Ctx, over: Record<string, unknown> = {}) {
  const [e1, e2] = ctx.cena.etapas;
  return {
    obra: ctx.cena.obra.id,
    fornecedor: ctx.cena.fornecedor.id,
    numero: `EMP-${Math.random().toString(36).slice(2, 8)}`,
    objeto: 'Alvenaria e reboco (empreitada)',
    retencao_percentual: '5',
    adiantamento: '2000',
    amortizacao_percentual: '10',
    prazo_pagamento_dias: 15,
    itens: [
      {
        descricao: 'Concreto estrutural',
        unidade: 'm³',
        quantidade: '100',
        valor_unitario: '350',
        etapa: e1!.id,
        subetapa: e1!.subetapas[0]!.id,
      },
      {
        descricao: 'Reboco interno',
        unidade: 'm²',
        quantidade: '40',
        valor_unitario: '87.35',
        etapa: e2!.id,
        subetapa: e2!.subetapas[1]!.id,
      },
    ],
    ...over,
  };
}

export async function criarSubcontrato(ctx: Ctx, over: Record<string, unknown> = {}) {
  const res = await api(ctx, 'POST', '/api/contratos/create', subcontrato(ctx, over));
  if (res.statusCode !== 200) throw new Error(`contract not created: ${res.body}`);
  const contrato = res.json();
  const itens = (await api(ctx, 'GET', `/api/contratos/itens/list/${contrato.id}`)).json();
  return { contrato, itens: itens as { id: number; quantidade: string; a_medir: string }[] };
}

export const medir = (ctx: Ctx, body: Record<string, unknown>, token = ctx.token) =>
  api(ctx, 'POST', '/api/contratos/medicoes/create', body, token);

export const aprovar = (ctx: Ctx, id: number, token = ctx.token) =>
  api(ctx, 'POST', `/api/contratos/medicoes/aprovar/${id}`, undefined, token);

export const contratoAtual = async (ctx: Ctx, id: number) =>
  (await api(ctx, 'GET', `/api/contratos/get/${id}`)).json();
