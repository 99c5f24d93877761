import type { Fornecedor, Status, TipoConta } from '@gdo/domain/fornecedor';
import type { ListQuery } from '@gdo/domain/paging';
import { and, count, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { fornecedores } from '../../db/schema';
import { planPessoaList } from '../../lib/pessoa-list';
import { withIsoTimestamps } from '../../lib/rows';
import { versaoIs } from '../../lib/versao';

/** Every column but empresa_id, which only scopes queries. */
const { empresa_id: _empresa, ...columns } = getTableColumns(fornecedores);

type Row = Omit<typeof fornecedores.$inferSelect, 'empresa_id'>;

function toFornecedor(row: Row): Fornecedor {
  return withIsoTimestamps({
    ...row,
    status: row.status as Status,
    tipo_conta: row.tipo_conta as TipoConta | null,
  });
}

export type FornecedorValues = Omit<
  typeof fornecedores.$inferInsert,
  'id' | 'empresa_id' | 'versao' | 'data_cadastro' | 'data_alteracao'
>;

export async function listFornecedores(db: Db, empresaId: number, query: ListQuery) {
  const plan = planPessoaList(fornecedores, query);
  const conditions: (SQL | undefined)[] = [eq(fornecedores.empresa_id, empresaId), plan.search];
  if (query.status !== undefined) conditions.push(eq(fornecedores.status, query.status));
  const where = and(...conditions);
  const rows = await db
    .select(columns)
    .from(fornecedores)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const total = plan.paged
    ? (await db.select({ n: count() }).from(fornecedores).where(where))[0]!.n
    : undefined;
  return { rows: rows.map(toFornecedor), total };
}

export async function findFornecedor(db: Db, empresaId: number, id: number) {
  const [row] = await db
    .select(columns)
    .from(fornecedores)
    .where(and(eq(fornecedores.empresa_id, empresaId), eq(fornecedores.id, id)));
  return row && toFornecedor(row);
}

export async function insertFornecedor(db: Db, empresaId: number, values: FornecedorValues) {
  const [row] = await db
    .insert(fornecedores)
    .values({ ...values, empresa_id: empresaId })
    .returning(columns);
  return toFornecedor(row!);
}

/** Undefined when no row matched: not the empresa's, or (with `versao`) saved meanwhile by someone else. */
export async function updateFornecedor(
  db: Db,
  empresaId: number,
  id: number,
  values: Partial<FornecedorValues>,
  versao?: number,
) {
  const [row] = await db
    .update(fornecedores)
    .set({ ...values, data_alteracao: sql`now()` })
    .where(
      and(
        eq(fornecedores.empresa_id, empresaId),
        eq(fornecedores.id, id),
        versaoIs(fornecedores.versao, versao),
      ),
    )
    .returning(columns);
  return row && toFornecedor(row);
}
