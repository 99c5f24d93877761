import { applyBdi } from '@gdo/domain/money';
import type {
  OrcamentoListQuery,
  OrcamentoListRow,
  OrcamentoSortField,
} from '@gdo/domain/orcamento-response';
import type { OrcamentoStatus } from '@gdo/domain/orcamento-status';
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { clientes, obras, searchDocument } from '../../db/schema';
import { orcamentoModelos, orcamentos } from '../../db/schema-orcamentos';
import { matches, matchesBusca, pageOf, planList, withTotal } from '../../lib/list-query';
import { withIsoTimestamps } from '../../lib/rows';
import { versaoIs } from '../../lib/versao';

// The budget itself, with its cliente's, obra's and model's names; its structure lives in
// estrutura-repository.ts.

const columns = {
  id: orcamentos.id,
  nome: orcamentos.nome,
  id_cliente: orcamentos.id_cliente,
  cliente_nome: clientes.nome,
  obra: orcamentos.obra_id,
  obra_nome: obras.nome,
  modelo: orcamentos.modelo_id,
  modelo_nome: orcamentoModelos.nome,
  status: orcamentos.status,
  bdi: orcamentos.bdi,
  valor_total: orcamentos.valor_total,
  versao: orcamentos.versao,
  data_cadastro: orcamentos.data_cadastro,
  data_alteracao: orcamentos.data_alteracao,
};

type Row = Omit<OrcamentoListRow, 'status' | 'valor_venda' | 'data_cadastro' | 'data_alteracao'> & {
  status: number;
  data_cadastro: Date;
  data_alteracao: Date;
};

// The sale price is derived, not stored: one rule (applyBdi) and nothing to keep in step.
function toRow(row: Row): OrcamentoListRow {
  return withIsoTimestamps({
    ...row,
    status: row.status as OrcamentoStatus,
    valor_venda: applyBdi(row.valor_total, row.bdi ?? '0'),
  });
}

export type OrcamentoValues = {
  nome: string;
  id_cliente: number;
  obra_id: number;
  modelo_id: number | null;
  status: number;
  bdi: string | null;
  valor_total: string;
};

const sortable: Record<OrcamentoSortField, AnyColumn> = {
  nome: orcamentos.nome,
  data_cadastro: orcamentos.data_cadastro,
  modelo_nome: orcamentoModelos.nome,
  obra_nome: obras.nome,
  cliente_nome: clientes.nome,
  valor_total: orcamentos.valor_total,
  status: orcamentos.status,
};

/**
 * Budgets whose name matches, or whose obra's or cliente's text does. Each part goes through its
 * own table's trigram index and the budgets are then read by id (as the obras list does): an OR
 * across three tables in one WHERE would test every budget of the empresa.
 */
function searchable(db: Db, empresaId: number) {
  const ofEmpresa = eq(orcamentos.empresa_id, empresaId);
  const byNome = (pattern: string) =>
    db
      .select({ id: orcamentos.id })
      .from(orcamentos)
      .where(and(ofEmpresa, matches(searchDocument(orcamentos.nome), pattern)));
  const byObra = (pattern: string) =>
    db
      .select({ id: orcamentos.id })
      .from(obras)
      .innerJoin(orcamentos, and(ofEmpresa, eq(orcamentos.obra_id, obras.id)))
      .where(and(eq(obras.empresa_id, empresaId), matchesBusca(obras.busca, pattern)));
  const byCliente = (pattern: string) =>
    db
      .select({ id: orcamentos.id })
      .from(clientes)
      .innerJoin(orcamentos, and(ofEmpresa, eq(orcamentos.id_cliente, clientes.id)))
      .where(and(eq(clientes.empresa_id, empresaId), matchesBusca(clientes.busca, pattern)));
  return [
    (pattern: string) =>
      sql`${orcamentos.id} = any(array(${byNome(pattern).unionAll(byObra(pattern)).unionAll(byCliente(pattern))}))`,
  ];
}

const fromOrcamentos = (db: Db, fields: typeof columns = columns) =>
  db
    .select(fields)
    .from(orcamentos)
    .innerJoin(clientes, eq(clientes.id, orcamentos.id_cliente))
    .innerJoin(obras, eq(obras.id, orcamentos.obra_id))
    .leftJoin(orcamentoModelos, eq(orcamentoModelos.id, orcamentos.modelo_id));

export async function listOrcamentos(db: Db, empresaId: number, query: OrcamentoListQuery) {
  const plan = planList(
    query,
    { sortable, defaultSort: '-data_cadastro', searchable: searchable(db, empresaId) },
    orcamentos.id,
  );
  const conditions: (SQL | undefined)[] = [eq(orcamentos.empresa_id, empresaId), plan.search];
  if (query.status !== undefined) conditions.push(eq(orcamentos.status, query.status));
  if (query.obra !== undefined) conditions.push(eq(orcamentos.obra_id, query.obra));
  if (query.id_cliente !== undefined) conditions.push(eq(orcamentos.id_cliente, query.id_cliente));
  const where = and(...conditions);
  const found = await fromOrcamentos(db, withTotal(columns, plan, orcamentos, where))
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const { rows, total } = await pageOf(db, found, plan, orcamentos, where);
  return { rows: rows.map(toRow), total };
}

/** `lock` holds the budget until the transaction ends: writes to one budget run one at a time. */
export async function findOrcamento(db: Db, empresaId: number, id: number, { lock = false } = {}) {
  const query = fromOrcamentos(db).where(and(eq(orcamentos.empresa_id, empresaId), eq(orcamentos.id, id)));
  const [row] = lock ? await query.for('update', { of: orcamentos }) : await query;
  return row && toRow(row);
}

export async function insertOrcamento(db: Db, empresaId: number, values: OrcamentoValues): Promise<number> {
  const [row] = await db
    .insert(orcamentos)
    .values({ ...values, empresa_id: empresaId })
    .returning({ id: orcamentos.id });
  return row!.id;
}

/** False when no row matched: not the empresa's, or (with `versao`) saved meanwhile by someone else. */
export async function updateOrcamento(
  db: Db,
  empresaId: number,
  id: number,
  values: Partial<OrcamentoValues>,
  versao?: number,
): Promise<boolean> {
  const rows = await db
    .update(orcamentos)
    .set({ ...values, data_alteracao: sql`now()` })
    .where(
      and(eq(orcamentos.empresa_id, empresaId), eq(orcamentos.id, id), versaoIs(orcamentos.versao, versao)),
    )
    .returning({ id: orcamentos.id });
  return rows.length > 0;
}

/** Its itens and subitens go with it (ON DELETE CASCADE). */
export async function deleteOrcamento(db: Db, empresaId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(orcamentos)
    .where(and(eq(orcamentos.empresa_id, empresaId), eq(orcamentos.id, id)))
    .returning({ id: orcamentos.id });
  return rows.length > 0;
}

/** The budget's obra, or undefined when the budget is not the empresa's. */
export async function orcamentoObra(db: Db, empresaId: number, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ obra: orcamentos.obra_id })
    .from(orcamentos)
    .where(and(eq(orcamentos.empresa_id, empresaId), eq(orcamentos.id, id)));
  return row?.obra;
}
