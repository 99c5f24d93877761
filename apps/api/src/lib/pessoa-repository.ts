import type { ListQuery } from '@gdo/domain/paging';
import type { PessoaSortField } from '@gdo/domain/pessoa';
import { type AnyColumn, and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx as Db } from '../db/client';
import type { clientes, fornecedores } from '../db/schema';
import { matchesBusca, pageOf, planList, withTotal } from './list-query';
import { versaoIs } from './versao';

// The SQL of the cliente and fornecedor registers, one implementation for both tables: they share
// their columns (domain pessoa.ts, schema.ts pessoaColumns) and every query. Each module makes its
// repository with its own table and row mapping (modules/clientes, modules/fornecedores).

type PessoaTable = typeof clientes | typeof fornecedores;

/** A row as selected: every column but empresa_id, which only scopes queries, and the search document. */
export type PessoaRow<T extends PessoaTable> = Omit<T['$inferSelect'], 'empresa_id' | 'busca'>;

export type PessoaValues<T extends PessoaTable> = Omit<
  T['$inferInsert'],
  'id' | 'empresa_id' | 'versao' | 'data_cadastro' | 'data_alteracao'
>;

function planPessoaList(table: PessoaTable, query: ListQuery) {
  const sortable: Record<PessoaSortField, AnyColumn> = {
    nome: table.nome,
    cpf_cnpj: table.cpf_cnpj,
    email: table.email,
    telefone: table.telefone,
    responsavel: table.responsavel,
    status: table.status,
    data_cadastro: table.data_cadastro,
  };
  return planList(
    query,
    { sortable, defaultSort: 'nome', searchable: [(pattern: string) => matchesBusca(table.busca, pattern)] },
    table.id,
  );
}

export function pessoaRepository<T extends PessoaTable, E>(table: T, toEntity: (row: PessoaRow<T>) => E) {
  // Drizzle's select builders take no generic table: reads go through the union, and their rows
  // are T's again once mapped; writes take T's own insert and update shapes.
  const pessoas: PessoaTable = table;
  const { empresa_id: _empresa, busca: _busca, ...columns } = getTableColumns(pessoas);
  const ofEmpresa = (empresaId: number, id: number) => and(eq(table.empresa_id, empresaId), eq(table.id, id));
  const toEntities = (rows: unknown[]) => (rows as PessoaRow<T>[]).map(toEntity);

  return {
    async list(db: Db, empresaId: number, query: ListQuery) {
      const plan = planPessoaList(table, query);
      const conditions: (SQL | undefined)[] = [eq(table.empresa_id, empresaId), plan.search];
      if (query.status !== undefined) conditions.push(eq(table.status, query.status));
      const where = and(...conditions);
      // The page's ids first, from the name index alone (migration 0021: a search or a deep page
      // walks index entries, not table rows), then their rows: decision 161.
      const pagina = db
        .select({ id: pessoas.id })
        .from(pessoas)
        .where(where)
        .orderBy(...plan.orderBy)
        .limit(plan.limit)
        .offset(plan.offset)
        .as('pagina');
      const rows = await db
        .select(withTotal(columns, plan, pessoas, where))
        .from(pessoas)
        .innerJoin(pagina, eq(pagina.id, table.id))
        .orderBy(...plan.orderBy);
      const page = await pageOf(db, rows, plan, pessoas, where);
      return { rows: toEntities(page.rows), total: page.total };
    },

    async find(db: Db, empresaId: number, id: number): Promise<E | undefined> {
      const rows = await db.select(columns).from(pessoas).where(ofEmpresa(empresaId, id));
      return toEntities(rows)[0];
    },

    async insert(db: Db, empresaId: number, values: PessoaValues<T>): Promise<E> {
      const rows = await db
        .insert(table)
        .values({ ...values, empresa_id: empresaId } as PgInsertValue<T>)
        .returning(columns);
      return toEntities(rows)[0]!;
    },

    /** Undefined when no row matched: not the empresa's, or (with `versao`) saved meanwhile by someone else. */
    async update(
      db: Db,
      empresaId: number,
      id: number,
      values: Partial<PessoaValues<T>>,
      versao?: number,
    ): Promise<E | undefined> {
      const rows = await db
        .update(table)
        .set({ ...values, data_alteracao: sql`now()` } as PgUpdateSetSource<T>)
        .where(and(ofEmpresa(empresaId, id), versaoIs(table.versao, versao)))
        .returning(columns);
      return toEntities(rows)[0];
    },

    async exists(db: Db, empresaId: number, id: number): Promise<boolean> {
      const [row] = await db.select({ id: table.id }).from(pessoas).where(ofEmpresa(empresaId, id));
      return row !== undefined;
    },
  };
}

export type PessoaRepository<T extends PessoaTable, E> = ReturnType<typeof pessoaRepository<T, E>>;
