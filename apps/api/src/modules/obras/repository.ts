import type { Obra, ObraListQuery, ObraSortField } from '@gdo/domain/obra';
import type { ObraStatus } from '@gdo/domain/obra-status';
import { type AnyColumn, and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { clientes, obras } from '../../db/schema';
import { pageOf, planList, withTotal } from '../../lib/list-query';
import { withIsoTimestamps } from '../../lib/rows';
import { versaoIs } from '../../lib/versao';
import { obraSearchable } from './queries';

/** The obra's columns but empresa_id and its search documents, plus its cliente's name and CPF/CNPJ for lists and the detail page. */
const {
  empresa_id: _empresa,
  busca: _busca,
  busca_cliente: _buscaCliente,
  ...obraColumns
} = getTableColumns(obras);
const columns = { ...obraColumns, cliente_nome: clientes.nome, cliente_cpf_cnpj: clientes.cpf_cnpj };

type Row = Omit<typeof obras.$inferSelect, 'empresa_id' | 'busca' | 'busca_cliente'> & {
  cliente_nome: string;
  cliente_cpf_cnpj: string;
};

function toObra(row: Row): Obra {
  return withIsoTimestamps({ ...row, status: row.status as ObraStatus });
}

export type ObraValues = Omit<
  typeof obras.$inferInsert,
  'id' | 'empresa_id' | 'versao' | 'data_cadastro' | 'data_alteracao' | 'busca_cliente'
>;

const sortable: Record<ObraSortField, AnyColumn> = {
  nome: obras.nome,
  cliente_nome: clientes.nome,
  alvara: obras.alvara,
  cno: obras.cno,
  engenheiro: obras.engenheiro,
  status: obras.status,
  data_inicio: obras.data_inicio,
  previsao_entrega: obras.previsao_entrega,
  data_cadastro: obras.data_cadastro,
};

const fromObrasWithCliente = (db: Db, fields: typeof columns = columns) =>
  db.select(fields).from(obras).innerJoin(clientes, eq(clientes.id, obras.id_cliente));

export async function listObras(db: Db, empresaId: number, query: ObraListQuery) {
  const plan = planList(query, { sortable, defaultSort: 'nome', searchable: obraSearchable }, obras.id);
  const conditions: (SQL | undefined)[] = [eq(obras.empresa_id, empresaId), plan.search];
  if (query.status !== undefined) conditions.push(eq(obras.status, query.status));
  if (query.id_cliente !== undefined) conditions.push(eq(obras.id_cliente, query.id_cliente));
  const where = and(...conditions);
  // The page's ids first, then their rows (decision 161): in name order, a search or a deep page
  // walks the name index's entries, which hold both search documents (decision 180).
  const byCliente = query.sort?.replace(/^-/, '') === 'cliente_nome';
  const ids = db.select({ id: obras.id }).from(obras);
  const pagina = (byCliente ? ids.innerJoin(clientes, eq(clientes.id, obras.id_cliente)) : ids)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset)
    .as('pagina');
  const rows = await fromObrasWithCliente(db, withTotal(columns, plan, obras, where))
    .innerJoin(pagina, eq(pagina.id, obras.id))
    .orderBy(...plan.orderBy);
  const page = await pageOf(db, rows, plan, obras, where);
  return { rows: page.rows.map(toObra), total: page.total };
}

/** `lock` holds the row until the transaction ends, so an edit checks the dates it really replaces. */
export async function findObra(db: Db, empresaId: number, id: number, { lock = false } = {}) {
  const query = fromObrasWithCliente(db).where(and(eq(obras.empresa_id, empresaId), eq(obras.id, id)));
  const [row] = lock ? await query.for('update', { of: obras }) : await query;
  return row && toObra(row);
}

export async function insertObra(db: Db, empresaId: number, values: ObraValues): Promise<number> {
  const [row] = await db
    .insert(obras)
    .values({ ...values, empresa_id: empresaId })
    .returning({ id: obras.id });
  return row!.id;
}

/** False when no row matched: not the empresa's, or (with `versao`) saved meanwhile by someone else. */
export async function updateObra(
  db: Db,
  empresaId: number,
  id: number,
  values: Partial<ObraValues>,
  versao?: number,
): Promise<boolean> {
  const rows = await db
    .update(obras)
    .set({ ...values, data_alteracao: sql`now()` })
    .where(and(eq(obras.empresa_id, empresaId), eq(obras.id, id), versaoIs(obras.versao, versao)))
    .returning({ id: obras.id });
  return rows.length > 0;
}

/** The obra's cliente, or undefined when the obra is not the empresa's. */
export async function obraCliente(db: Db, empresaId: number, obraId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id_cliente: obras.id_cliente })
    .from(obras)
    .where(and(eq(obras.empresa_id, empresaId), eq(obras.id, obraId)));
  return row?.id_cliente;
}
