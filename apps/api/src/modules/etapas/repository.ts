import type { Etapa, Status } from '@gdo/domain/etapa';
import type { ListQuery } from '@gdo/domain/paging';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { etapas, subetapas } from '../../db/schema';
import { pageOf, withTotal } from '../../lib/list-query';
import { withIsoTimestamps } from '../../lib/rows';
import { versaoIs } from '../../lib/versao';
import { planCatalogoList } from './queries';

const columns = {
  id: etapas.id,
  numero: etapas.numero,
  nome: etapas.nome,
  status: etapas.status,
  versao: etapas.versao,
  data_cadastro: etapas.data_cadastro,
  data_alteracao: etapas.data_alteracao,
};

type Row = Pick<typeof etapas.$inferSelect, keyof typeof columns>;

function toEtapa(row: Row): Etapa {
  return withIsoTimestamps({ ...row, status: row.status as Status });
}

/**
 * Catalogue writes of one empresa run one at a time (a transaction-scoped advisory lock), so a
 * subetapa is never numbered against an etapa number that an etapa renumbering is replacing.
 */
const CATALOGO_LOCK = 4_200_301;
export async function lockCatalogo(db: Db, empresaId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${CATALOGO_LOCK}, ${empresaId})`);
}

/**
 * The same lock, shared: a budget or model being saved against the catalogue runs alongside other
 * budgets but never while an etapa is renumbered or a subetapa moves to another etapa, so what it
 * checked (this subetapa belongs to that etapa) still holds when it commits.
 */
export async function lockCatalogoShared(db: Db, empresaId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock_shared(${CATALOGO_LOCK}, ${empresaId})`);
}

export type EtapaValues = { numero: string; nome: string; status: Status };

export async function listEtapas(db: Db, empresaId: number, query: ListQuery) {
  const plan = planCatalogoList(etapas, query);
  const conditions: (SQL | undefined)[] = [eq(etapas.empresa_id, empresaId), plan.search];
  if (query.status !== undefined) conditions.push(eq(etapas.status, query.status));
  const where = and(...conditions);
  const found = await db
    .select(withTotal(columns, plan, etapas, where))
    .from(etapas)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const { rows, total } = await pageOf(db, found, plan, etapas, where);
  return { rows: rows.map(toEtapa), total };
}

export async function findEtapa(db: Db, empresaId: number, id: number) {
  const [row] = await db
    .select(columns)
    .from(etapas)
    .where(and(eq(etapas.empresa_id, empresaId), eq(etapas.id, id)));
  return row && toEtapa(row);
}

export async function insertEtapa(db: Db, empresaId: number, values: EtapaValues) {
  const [row] = await db
    .insert(etapas)
    .values({ ...values, empresa_id: empresaId })
    .returning(columns);
  return toEtapa(row!);
}

/** Undefined when no row matched: not the empresa's, or (with `versao`) saved meanwhile by someone else. */
export async function updateEtapa(
  db: Db,
  empresaId: number,
  id: number,
  values: Partial<EtapaValues>,
  versao?: number,
) {
  const [row] = await db
    .update(etapas)
    .set({ ...values, data_alteracao: sql`now()` })
    .where(and(eq(etapas.empresa_id, empresaId), eq(etapas.id, id), versaoIs(etapas.versao, versao)))
    .returning(columns);
  return row && toEtapa(row);
}

/** A renumbered etapa carries its subetapas along: 01.03 of etapa 01 becomes 04.03 when 01 becomes 04. */
export async function renumberSubetapas(
  db: Db,
  empresaId: number,
  etapaId: number,
  from: string,
  to: string,
) {
  await db
    .update(subetapas)
    .set({
      numero: sql`${to} || substr(${subetapas.numero}, ${from.length + 1})`,
      data_alteracao: sql`now()`,
    })
    .where(and(eq(subetapas.empresa_id, empresaId), eq(subetapas.etapa_id, etapaId)));
}
