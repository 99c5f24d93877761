import {
  type AnyPgColumn,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  clientes,
  empresaForeignKey,
  etapas,
  type InEmpresa,
  money,
  obras,
  registerColumns,
  searchDocument,
  searchIndex,
  subetapas,
  timestamps,
  versaoColumn,
} from './schema';

// Budgets and budget models (issue 4). Kept apart from schema.ts so that neither file outgrows
// one idea; drizzle.config.ts lists both.
//
// Tenancy as in decision 006: every row carries empresa_id and points at its parent and at the
// catalogue through composite foreign keys (empresa_id, id), so no row can reach another firm's
// cliente, obra, etapa or subetapa whatever a service gets wrong. Money is numeric(15,2),
// quantities numeric(15,3), BDI numeric(7,2); every valor_total is written by the server.

const quantity = (name: string) => numeric(name, { precision: 15, scale: 3 });

export const orcamentoModelos = pgTable(
  'orcamento_modelos',
  {
    ...registerColumns,
    nome: text('nome').notNull(),
    status: smallint('status').notNull().default(1),
    ...versaoColumn,
    ...timestamps,
  },
  (t) => [
    unique('orcamento_modelos_empresa_id_key').on(t.empresa_id, t.id),
    index('orcamento_modelos_empresa_nome_idx').on(t.empresa_id, t.nome),
  ],
);

export const orcamentos = pgTable(
  'orcamentos',
  {
    ...registerColumns,
    nome: text('nome').notNull(),
    id_cliente: integer('id_cliente').notNull(),
    obra_id: integer('obra_id').notNull(),
    modelo_id: integer('modelo_id'),
    // 4 Em elaboração, 1 Aprovado, 2 Reprovado, 3 Cancelado (decision 101).
    status: smallint('status').notNull().default(4),
    bdi: numeric('bdi', { precision: 7, scale: 2 }),
    valor_total: money('valor_total').notNull().default('0'),
    ...versaoColumn,
    ...timestamps,
  },
  (t) => [
    unique('orcamentos_empresa_id_key').on(t.empresa_id, t.id),
    empresaForeignKey('orcamentos_cliente_fk', t, t.id_cliente, clientes),
    empresaForeignKey('orcamentos_obra_fk', t, t.obra_id, obras),
    // MATCH SIMPLE: a budget without a model (modelo_id null) is not checked.
    empresaForeignKey('orcamentos_modelo_fk', t, t.modelo_id, orcamentoModelos),
    index('orcamentos_empresa_cadastro_idx').on(t.empresa_id, t.data_cadastro),
    index('orcamentos_empresa_obra_idx').on(t.empresa_id, t.obra_id),
    index('orcamentos_empresa_cliente_idx').on(t.empresa_id, t.id_cliente),
    index('orcamentos_modelo_idx').on(t.modelo_id),
    searchIndex('orcamentos_busca_idx', searchDocument(t.nome)),
  ],
);

// A budget and a model hold one structure (the estrutura editor's grid): items, each an etapa once
// in its parent, and their subitens, each a subetapa once in its item, numbered, named and in
// order. The columns and keys they share are written once; each table adds its parent and values.

const estruturaRowColumns = {
  id: serial('id').primaryKey(),
  empresa_id: integer('empresa_id').notNull(),
};

const itemColumns = {
  etapa_id: integer('etapa_id').notNull(),
  numero: text('numero').notNull(),
  nome: text('nome').notNull(),
};

const subitemColumns = {
  ...estruturaRowColumns,
  item_id: integer('item_id').notNull(),
  subetapa_id: integer('subetapa_id').notNull(),
  numero: text('numero').notNull(),
  nome: text('nome').notNull(),
  unidade: text('unidade').notNull(),
};

/** An item's keys; `parent` is the budget or model it belongs to and is deleted with. */
const itemKeys = (
  name: string,
  t: InEmpresa & { etapa_id: AnyPgColumn },
  parent: { key: string; column: AnyPgColumn; table: InEmpresa },
) => [
  unique(`${name}_empresa_id_key`).on(t.empresa_id, t.id),
  empresaForeignKey(`${name}_${parent.key}_fk`, t, parent.column, parent.table).onDelete('cascade'),
  empresaForeignKey(`${name}_etapa_fk`, t, t.etapa_id, etapas),
  // An etapa once per parent: also the race-free check of itens/create.
  uniqueIndex(`${name}_etapa_key`).on(parent.column, t.etapa_id),
  index(`${name}_etapa_idx`).on(t.etapa_id),
];

/** A subitem's keys; deleted with its item. */
const subitemKeys = (
  name: string,
  t: { empresa_id: AnyPgColumn; item_id: AnyPgColumn; subetapa_id: AnyPgColumn },
  itens: InEmpresa,
) => [
  empresaForeignKey(`${name}_item_fk`, t, t.item_id, itens).onDelete('cascade'),
  empresaForeignKey(`${name}_subetapa_fk`, t, t.subetapa_id, subetapas),
  // A subetapa once per item: also the race-free check of subitens/create.
  uniqueIndex(`${name}_subetapa_key`).on(t.item_id, t.subetapa_id),
  index(`${name}_subetapa_idx`).on(t.subetapa_id),
];

export const orcamentoItens = pgTable(
  'orcamento_itens',
  {
    ...estruturaRowColumns,
    orcamento_id: integer('orcamento_id').notNull(),
    ...itemColumns,
    valor_total: money('valor_total').notNull().default('0'),
    ordem: integer('ordem').notNull(),
  },
  (t) => itemKeys('orcamento_itens', t, { key: 'orcamento', column: t.orcamento_id, table: orcamentos }),
);

export const orcamentoSubitens = pgTable(
  'orcamento_subitens',
  {
    ...subitemColumns,
    quantidade: quantity('quantidade').notNull(),
    valor_unitario: money('valor_unitario').notNull(),
    valor_total: money('valor_total').notNull(),
    ordem: integer('ordem').notNull(),
  },
  (t) => subitemKeys('orcamento_subitens', t, orcamentoItens),
);

export const orcamentoModeloItens = pgTable(
  'orcamento_modelo_itens',
  {
    ...estruturaRowColumns,
    modelo_id: integer('modelo_id').notNull(),
    ...itemColumns,
    ordem: integer('ordem').notNull(),
  },
  (t) =>
    itemKeys('orcamento_modelo_itens', t, { key: 'modelo', column: t.modelo_id, table: orcamentoModelos }),
);

export const orcamentoModeloSubitens = pgTable(
  'orcamento_modelo_subitens',
  {
    ...subitemColumns,
    // Defaults a new budget starts from; null when the model leaves them to the budget.
    quantidade: quantity('quantidade'),
    valor_unitario: money('valor_unitario'),
    ordem: integer('ordem').notNull(),
  },
  (t) => subitemKeys('orcamento_modelo_subitens', t, orcamentoModeloItens),
);

// The firm's own units beside domain.md's ten (issue 13, decision 104). A subitem keeps a unit as
// text (its name), so a unit in use is never deleted (the service checks under the catalogue's
// lock). `chave` is the name compared as people read it (unidadeChave: case and spacing aside),
// computed by the domain so both databases agree whatever their locale; its index refuses a
// duplicate sent by two requests at once.
export const orcamentoUnidades = pgTable(
  'orcamento_unidades',
  {
    ...registerColumns,
    nome: text('nome').notNull(),
    chave: text('chave').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('orcamento_unidades_chave_key').on(t.empresa_id, t.chave)],
);
