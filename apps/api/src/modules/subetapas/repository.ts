import type { Status, Subetapa, SubetapaListQuery } from '@gdo/domain/subetapa';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { subetapas } from '../../db/schema';
import { pageOf, withTotal } from '../../lib/list-query';
import { withIsoTimestamps } from '../../lib/rows';
import { versaoIs } from '../../lib/versao';
import { planCatalogoList } from '../etapas/queries';

// The parent is `etapa` in JSON (domain.md) and etapa_id in the table.
const columns = {
  id: subetapas.id,
  etapa: subetapas.etapa_id,
  numero: subetapas.numero,
  nome: subetapas.nome,
  status: subetapas.status,
  versao: subetapas.versao,
  data_cadastro: subetapas.data_cadastro,
  data_alteracao: subetapas.data_alteracao,
};

type Row = Omit<typeof subetapas.$inferSelect, 'empresa_id' | 'etapa_id'> & { etapa: number };

function toSubetapa(row: Row): Subetapa {
  return withIsoTimestamps({ ...row, status: row.status as Status });
}

export type SubetapaValues = { etapa: number; numero: string; nome: string; status: Status };

/** JSON names to columns: `etapa` is stored as etapa_id. */
function toColumns({ etapa, ...values }: Partial<SubetapaValues>) {
  return { ...values, ...(etapa !== undefined ? { etapa_id: etapa } : {}) };
}

export async function listSubetapas(db: Db, empresaId: number, query: SubetapaListQuery) {
  const plan = planCatalogoList(subetapas, query);
  const conditions: (SQL | undefined)[] = [eq(subetapas.empresa_id, empresaId), plan.search];
  if (query.status !== undefined) conditions.push(eq(subetapas.status, query.status));
  if (query.etapa !== undefined) conditions.push(eq(subetapas.etapa_id, query.etapa));
  const where = and(...conditions);
  const found = await db
    .select(withTotal(columns, plan, subetapas, where))
    .from(subetapas)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const { rows, total } = await pageOf(db, found, plan, subetapas, where);
  return { rows: rows.map(toSubetapa), total };
}

export async function findSubetapa(db: Db, empresaId: number, id: number) {
  const [row] = await db
    .select(columns)
    .from(subetapas)
    .where(and(eq(subetapas.empresa_id, empresaId), eq(subetapas.id, id)));
  return row && toSubetapa(row);
}

export async function insertSubetapa(db: Db, empresaId: number, { etapa, ...values }: SubetapaValues) {
  const [row] = await db
    .insert(subetapas)
    .values({ ...values, etapa_id: etapa, empresa_id: empresaId })
    .returning(columns);
  return toSubetapa(row!);
}

/**
 * Whether a budget or model subitem, a contract or a lançamento points at the subetapa: each holds
 * it under an etapa, so it cannot move to another etapa any more.
 */
export async function isSubetapaEmUso(db: Db, id: number): Promise<boolean> {
  const { rows } = await db.execute(sql`
    select 1 from orcamento_subitens where subetapa_id = ${id}
    union all select 1 from orcamento_modelo_subitens where subetapa_id = ${id}
    union all select 1 from contratos where subetapa_id = ${id}
    union all select 1 from lancamentos where subetapa_id = ${id}
    limit 1`);
  return rows.length > 0;
}

/** Undefined when no row matched: not the empresa's, or (with `versao`) saved meanwhile by someone else. */
export async function updateSubetapa(
  db: Db,
  empresaId: number,
  id: number,
  values: Partial<SubetapaValues>,
  versao?: number,
) {
  const [row] = await db
    .update(subetapas)
    .set({ ...toColumns(values), data_alteracao: sql`now()` })
    .where(and(eq(subetapas.empresa_id, empresaId), eq(subetapas.id, id), versaoIs(subetapas.versao, versao)))
    .returning(columns);
  return row && toSubetapa(row);
}
