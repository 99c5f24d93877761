import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import {
  empresaId,
  etapas,
  fornecedores,
  money,
  obras,
  searchDocument,
  searchIndex,
  subetapas,
  timestamps,
  versaoColumn,
} from './schema';
import { orcamentos } from './schema-orcamentos';

// Contracts with fornecedores for an obra (issue 5, decision 020).
//
// Tenancy as in decision 006: composite foreign keys (empresa_id, x_id) keep every reference in
// its firm. The key to orcamentos has no ON DELETE CASCADE: a budget a contract follows cannot be
// deleted (the budget service answers the violation with a 409).

/** What `?q=` searches in a contract itself (fornecedor and obra through their own indexes). */
export const contratoSearch = (t: { numero: AnyPgColumn; objeto: AnyPgColumn }) =>
  searchDocument(t.numero, t.objeto);

export const contratos = pgTable(
  'contratos',
  {
    id: serial('id').primaryKey(),
    empresa_id: empresaId(),
    obra_id: integer('obra_id').notNull(),
    fornecedor_id: integer('fornecedor_id').notNull(),
    numero: text('numero'),
    objeto: text('objeto').notNull(),
    valor: money('valor').notNull(),
    data_inicio: date('data_inicio', { mode: 'string' }),
    data_fim: date('data_fim', { mode: 'string' }),
    orcamento_id: integer('orcamento_id'),
    etapa_id: integer('etapa_id'),
    subetapa_id: integer('subetapa_id'),
    status: smallint('status').notNull().default(1),
    ...versaoColumn,
    ...timestamps,
  },
  (t) => [
    unique('contratos_empresa_id_key').on(t.empresa_id, t.id),
    // The target of the lançamentos' key: an entry against a contract is of its obra and fornecedor.
    unique('contratos_obra_fornecedor_key').on(t.empresa_id, t.id, t.obra_id, t.fornecedor_id),
    foreignKey({
      name: 'contratos_obra_fk',
      columns: [t.empresa_id, t.obra_id],
      foreignColumns: [obras.empresa_id, obras.id],
    }),
    foreignKey({
      name: 'contratos_fornecedor_fk',
      columns: [t.empresa_id, t.fornecedor_id],
      foreignColumns: [fornecedores.empresa_id, fornecedores.id],
    }),
    foreignKey({
      name: 'contratos_orcamento_fk',
      columns: [t.empresa_id, t.orcamento_id],
      foreignColumns: [orcamentos.empresa_id, orcamentos.id],
    }),
    foreignKey({
      name: 'contratos_etapa_fk',
      columns: [t.empresa_id, t.etapa_id],
      foreignColumns: [etapas.empresa_id, etapas.id],
    }),
    foreignKey({
      name: 'contratos_subetapa_fk',
      columns: [t.empresa_id, t.subetapa_id],
      foreignColumns: [subetapas.empresa_id, subetapas.id],
    }),
    check('contratos_valor_check', sql`${t.valor} > 0`),
    check('contratos_datas_check', sql`${t.data_fim} >= ${t.data_inicio}`),
    index('contratos_empresa_cadastro_idx').on(t.empresa_id, t.data_cadastro),
    index('contratos_empresa_obra_idx').on(t.empresa_id, t.obra_id),
    index('contratos_empresa_fornecedor_idx').on(t.empresa_id, t.fornecedor_id),
    index('contratos_orcamento_idx').on(t.orcamento_id),
    searchIndex('contratos_busca_idx', contratoSearch(t)),
  ],
);
