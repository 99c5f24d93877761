import type { EstadoLancamento } from '@gdo/domain/lancamento-estado';
import type {
  LancamentoListQuery,
  LancamentoSortField,
  LancamentoTotais,
} from '@gdo/domain/lancamento-response';
import { toMoney } from '@gdo/domain/money';
import type { TipoDocumento } from '@gdo/domain/tipo-documento';
import { type AnyColumn, and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { etapas, fornecedores, subetapas } from '../../db/schema';
import { lancamentos, lancamentoTotais, rdoRda } from '../../db/schema-lancamentos';
import { planList } from '../../lib/list-query';
import { numeroOrder } from '../etapas/queries';
import { HOJE, lancamentoSearchable } from './queries';
import { fromLancamentos, toLancamento } from './repository';

// The lists of one type's lançamentos (all obras, or one obra's book), their exports, and the
// totals of the filtered set. Every filter is on the lançamentos table itself, so the totals are
// one aggregate over the same WHERE, using the (empresa, documento, data) and (empresa, tipo, data)
// indexes; the joins serve only the page of rows.

const sortable: Record<LancamentoSortField, AnyColumn | SQL> = {
  data_lancamento: lancamentos.data_lancamento,
  nf: lancamentos.nf,
  data_nf: lancamentos.data_nf,
  descricao: lancamentos.descricao,
  etapa: numeroOrder(etapas.numero),
  subetapa: numeroOrder(subetapas.numero),
  fornecedor_nome: fornecedores.nome,
  valor_comprometido: lancamentos.valor_comprometido,
  valor_pagamento: lancamentos.valor_pagamento,
  data_vencimento: lancamentos.data_vencimento,
  data_pagamento: lancamentos.data_pagamento,
  situacao: lancamentos.situacao,
  data_cadastro: lancamentos.data_cadastro,
};

/** The states of lancamento-estado.ts as conditions on the entries' own columns. */
const ESTADOS: Record<EstadoLancamento, SQL> = {
  pago: sql`${lancamentos.valor_aberto} <= 0`,
  em_aberto: sql`${lancamentos.valor_aberto} > 0 AND (${lancamentos.data_vencimento} IS NULL OR ${lancamentos.data_vencimento} >= ${HOJE})`,
  vencido: sql`${lancamentos.valor_aberto} > 0 AND ${lancamentos.data_vencimento} < ${HOJE}`,
};

/** Whose entries: a type's, or one document's (an obra's book, found through its own index). */
export type Escopo = { empresaId: number; tipo: TipoDocumento; documento?: number };

function plan(db: Db, { empresaId, tipo, documento }: Escopo, query: LancamentoListQuery) {
  const scope = and(
    eq(lancamentos.empresa_id, empresaId),
    eq(lancamentos.tipo, tipo),
    documento === undefined ? undefined : eq(lancamentos.documento_id, documento),
  );
  const listPlan = planList(
    query,
    { sortable, defaultSort: '-data_lancamento', searchable: lancamentoSearchable(db, empresaId) },
    lancamentos.id,
  );
  const conditions: (SQL | undefined)[] = [scope, listPlan.search];
  if (query.de !== undefined) conditions.push(gte(lancamentos.data_lancamento, query.de));
  if (query.ate !== undefined) conditions.push(lte(lancamentos.data_lancamento, query.ate));
  if (query.fornecedor !== undefined) conditions.push(eq(lancamentos.fornecedor_id, query.fornecedor));
  if (query.contrato !== undefined) conditions.push(eq(lancamentos.contrato_id, query.contrato));
  if (query.etapa !== undefined) conditions.push(eq(lancamentos.etapa_id, query.etapa));
  if (query.subetapa !== undefined) conditions.push(eq(lancamentos.subetapa_id, query.subetapa));
  if (query.situacao !== undefined) conditions.push(eq(lancamentos.situacao, query.situacao));
  if (query.vencimento_de !== undefined)
    conditions.push(gte(lancamentos.data_vencimento, query.vencimento_de));
  if (query.vencimento_ate !== undefined)
    conditions.push(lte(lancamentos.data_vencimento, query.vencimento_ate));
  if (query.estado !== undefined) conditions.push(ESTADOS[query.estado]);
  const where = and(...conditions);
  return { ...listPlan, where };
}

/** Count and sums of the filtered entries (all pages), in one aggregate over numeric columns. */
async function totais(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      comprometido: sql<string>`coalesce(sum(${lancamentos.valor_comprometido}), 0)`,
      pago: sql<string>`coalesce(sum(${lancamentos.valor_pagamento}), 0)`,
      aberto: sql<string>`coalesce(sum(${lancamentos.valor_aberto}), 0)`,
    })
    .from(lancamentos)
    .where(where);
  return totaisDe(row!);
}

/**
 * The same count and sums when nothing but the scope and the etapa narrows the entries: from
 * lancamento_totais, which the entries' triggers keep per document and etapa (decision 181), a few
 * rows per document instead of every entry.
 */
async function totaisGuardados(db: Db, { empresaId, tipo, documento }: Escopo, etapa: number | undefined) {
  const [row] = await db
    .select({
      n: sql<number>`coalesce(sum(${lancamentoTotais.lancamentos}), 0)::int`,
      comprometido: sql<string>`coalesce(sum(${lancamentoTotais.valor_comprometido}), 0)`,
      pago: sql<string>`coalesce(sum(${lancamentoTotais.executado}), 0)`,
      aberto: sql<string>`coalesce(sum(${lancamentoTotais.comprometido}), 0)`,
    })
    .from(lancamentoTotais)
    .innerJoin(rdoRda, and(eq(rdoRda.empresa_id, empresaId), eq(rdoRda.id, lancamentoTotais.documento_id)))
    .where(
      and(
        eq(lancamentoTotais.empresa_id, empresaId),
        eq(rdoRda.tipo, tipo),
        documento === undefined ? undefined : eq(lancamentoTotais.documento_id, documento),
        etapa === undefined ? undefined : eq(lancamentoTotais.etapa_id, etapa),
      ),
    );
  return totaisDe(row!);
}

function totaisDe(row: { n: number; comprometido: string; pago: string; aberto: string }) {
  const result: LancamentoTotais = {
    comprometido: toMoney(row.comprometido),
    pago: toMoney(row.pago),
    aberto: toMoney(row.aberto),
  };
  return { total: row.n, totais: result };
}

/** Whether a filter other than the etapa narrows the entries (the totals table knows only etapas). */
function narrowed(query: LancamentoListQuery): boolean {
  const { q, de, ate, fornecedor, contrato, subetapa, situacao, vencimento_de, vencimento_ate, estado } =
    query;
  return [
    q?.trim() || undefined,
    de,
    ate,
    fornecedor,
    contrato,
    subetapa,
    situacao,
    vencimento_de,
    vencimento_ate,
    estado,
  ].some((value) => value !== undefined);
}

/** The answer for an obra without a document of the type: nothing, and zero totals. */
export function semLancamentos(): Awaited<ReturnType<typeof listLancamentos>> {
  return { rows: [], total: 0, totais: { comprometido: '0.00', pago: '0.00', aberto: '0.00' } };
}

/** A page (or, unpaged, up to the safe cap) of the filtered entries, their count and totals. */
export async function listLancamentos(db: Db, escopo: Escopo, query: LancamentoListQuery) {
  const { where, orderBy, limit, offset } = plan(db, escopo, query);
  const rows = await fromLancamentos(db)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const counted = narrowed(query) ? totais(db, where) : totaisGuardados(db, escopo, query.etapa);
  return { rows: rows.map(toLancamento), ...(await counted) };
}
