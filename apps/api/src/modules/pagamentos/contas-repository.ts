import type { ContaAPagar, ContasAPagarQuery, GrupoVencimento } from '@gdo/domain/pagamento';
import { GRUPOS_VENCIMENTO } from '@gdo/domain/pagamento';
import { type AnyColumn, and, desc, eq, gt, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { fornecedores, obras } from '../../db/schema';
import { lancamentos } from '../../db/schema-lancamentos';
import { pageOf, planList, withTotal } from '../../lib/list-query';
import { HOJE, lancamentoSearchable } from '../lancamentos/queries';

// Contas a pagar (money.md): every entry of the firm with something em aberto, across obras and both
// documents, grouped by its due date against today (America/Sao_Paulo). An entry without a due date
// falls in "depois". Every filter is on the entries' own columns, so the summary is one aggregate
// over the same WHERE.

const dv = lancamentos.data_vencimento;
const dia = (n: number) => sql`(${HOJE} + ${sql.raw(String(n))})`;

const GRUPO_SQL: Record<GrupoVencimento, SQL> = {
  vencido: sql`${dv} < ${HOJE}`,
  hoje: sql`${dv} = ${HOJE}`,
  '7dias': sql`${dv} > ${HOJE} AND ${dv} <= ${dia(7)}`,
  '30dias': sql`${dv} > ${dia(7)} AND ${dv} <= ${dia(30)}`,
  depois: sql`(${dv} IS NULL OR ${dv} > ${dia(30)})`,
};

const grupoExpr = sql<GrupoVencimento>`CASE ${sql.join(
  GRUPOS_VENCIMENTO.map((g) => sql`WHEN ${GRUPO_SQL[g]} THEN ${g}`),
  sql` `,
)} END`;

const sortable: Record<string, AnyColumn | SQL> = {
  // No due date sorts after every date, as "depois" (ascending NULLS LAST, descending NULLS
  // FIRST: PostgreSQL's defaults), in the order of the index of what is em aberto.
  data_vencimento: dv,
  obra_nome: obras.nome,
  fornecedor_nome: fornecedores.nome,
  descricao: lancamentos.descricao,
  valor_comprometido: lancamentos.valor_comprometido,
  em_aberto: lancamentos.valor_aberto,
};

function plan(db: Db, empresaId: number, query: ContasAPagarQuery) {
  const scope = and(eq(lancamentos.empresa_id, empresaId), gt(lancamentos.valor_aberto, '0'));
  const listPlan = planList(
    query,
    { sortable, defaultSort: 'data_vencimento', searchable: lancamentoSearchable(db, empresaId) },
    lancamentos.id,
  );
  const conditions: (SQL | undefined)[] = [scope, listPlan.search];
  if (query.obra !== undefined) conditions.push(eq(lancamentos.obra_id, query.obra));
  if (query.fornecedor !== undefined) conditions.push(eq(lancamentos.fornecedor_id, query.fornecedor));
  if (query.documento !== undefined) conditions.push(eq(lancamentos.tipo, query.documento));
  if (query.de !== undefined) conditions.push(gte(dv, query.de));
  if (query.ate !== undefined) conditions.push(lte(dv, query.ate));
  if (query.grupo !== undefined) conditions.push(GRUPO_SQL[query.grupo]);
  // Latest due date first: the index of what is em aberto read backwards, ids descending within a
  // day as well (decision 200). With planList's ascending id, PostgreSQL sorted every entry of the
  // first day to pick a page: 0,6–1,4 s for the 333 333 open entries without a due date at 1 000 000.
  const orderBy = query.sort === '-data_vencimento' ? [desc(dv), desc(lancamentos.id)] : listPlan.orderBy;
  return { ...listPlan, orderBy, where: and(...conditions) };
}

const columns = {
  lancamento: lancamentos.id,
  documento: lancamentos.tipo,
  obra: lancamentos.obra_id,
  obra_nome: obras.nome,
  fornecedor: lancamentos.fornecedor_id,
  fornecedor_nome: fornecedores.nome,
  descricao: lancamentos.descricao,
  parcela: lancamentos.parcela,
  data_lancamento: lancamentos.data_lancamento,
  data_vencimento: dv,
  valor_comprometido: lancamentos.valor_comprometido,
  valor_pago: lancamentos.valor_pagamento,
  em_aberto: lancamentos.valor_aberto,
  grupo: grupoExpr,
  dias_em_atraso: sql<number | null>`CASE WHEN ${dv} < ${HOJE} THEN (${HOJE} - ${dv}) END`,
};

/**
 * A page of payables and their capped total in one query (decision 123): the page is read from the
 * index of what is em aberto, and the count stops at 10 001 instead of reading every open entry
 * (decision 200). The money on screen comes from resumoContas, which stays exact.
 */
export async function listContas(db: Db, empresaId: number, query: ContasAPagarQuery) {
  const listPlan = plan(db, empresaId, query);
  const { where } = listPlan;
  const found = await db
    .select(withTotal(columns, listPlan, lancamentos, where))
    .from(lancamentos)
    .innerJoin(obras, eq(obras.id, lancamentos.obra_id))
    .innerJoin(fornecedores, eq(fornecedores.id, lancamentos.fornecedor_id))
    .where(where)
    .orderBy(...listPlan.orderBy)
    .limit(listPlan.limit)
    .offset(listPlan.offset);
  const { rows, total } = await pageOf(db, found, listPlan, lancamentos, where);
  return { rows: rows as ContaAPagar[], total };
}

/** How many payables match, counted exactly: an export refused for its size says how many. */
export async function countContas(db: Db, empresaId: number, query: ContasAPagarQuery) {
  const { where } = plan(db, empresaId, query);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(lancamentos).where(where);
  return count!.n;
}

/** Em aberto and count per group of the filtered payables, in one aggregate. */
export async function resumoContas(db: Db, empresaId: number, query: ContasAPagarQuery) {
  const { where } = plan(db, empresaId, query);
  return db
    .select({
      grupo: grupoExpr,
      em_aberto: sql<string>`sum(${lancamentos.valor_aberto})`,
      quantidade: sql<number>`count(*)::int`,
    })
    .from(lancamentos)
    .where(where)
    .groupBy(sql`1`);
}
