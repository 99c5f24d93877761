import type { Cliente, Status } from '@gdo/domain/cliente';
import type { ListQuery } from '@gdo/domain/paging';
import { and, count, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { clientes } from '../../db/schema';
import { planPessoaList } from '../../lib/pessoa-list';
import { withIsoTimestamps } from '../../lib/rows';
import { versaoIs } from '../../lib/versao';

/** Every column but empresa_id, which only scopes queries. */
const { empresa_id: _empresa, ...columns } = getTableColumns(clientes);

type Row = Omit<typeof clientes.$inferSelect, 'empresa_id'>;

function toCliente(row: Row): Cliente {
  return withIsoTimestamps({ ...row, status: row.status as Status });
}

export type ClienteValues = Omit<
  typeof clientes.$inferInsert,
  'id' | 'empresa_id' | 'versao' | 'data_cadastro' | 'data_alteracao'
>;

export async function listClientes(db: Db, empresaId: number, query: ListQuery) {
  const plan = planPessoaList(clientes, query);
  const conditions: (SQL | undefined)[] = [eq(clientes.empresa_id, empresaId), plan.search];
  if (query.status !== undefined) conditions.push(eq(clientes.status, query.status));
  const where = and(...conditions);
  const rows = await db
    .select(columns)
    .from(clientes)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const total = plan.paged ? (await db.select({ n: count() }).from(clientes).where(where))[0]!.n : undefined;
  return { rows: rows.map(toCliente), total };
}

export async function findCliente(db: Db, empresaId: number, id: number) {
  const [row] = await db
    .select(columns)
    .from(clientes)
    .where(and(eq(clientes.empresa_id, empresaId), eq(clientes.id, id)));
  return row && toCliente(row);
}

export async function insertCliente(db: Db, empresaId: number, values: ClienteValues) {
  const [row] = await db
    .insert(clientes)
    .values({ ...values, empresa_id: empresaId })
    .returning(columns);
  return toCliente(row!);
}

/** Undefined when no row matched: not the empresa's, or (with `versao`) saved meanwhile by someone else. */
export async function updateCliente(
  db: Db,
  empresaId: number,
  id: number,
  values: Partial<ClienteValues>,
  versao?: number,
) {
  const [row] = await db
    .update(clientes)
    .set({ ...values, data_alteracao: sql`now()` })
    .where(and(eq(clientes.empresa_id, empresaId), eq(clientes.id, id), versaoIs(clientes.versao, versao)))
    .returning(columns);
  return row && toCliente(row);
}

export async function clienteExists(db: Db, empresaId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: clientes.id })
    .from(clientes)
    .where(and(eq(clientes.empresa_id, empresaId), eq(clientes.id, id)));
  return row !== undefined;
}
