import {
  foreignKey,
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
  empresaId,
  etapas,
  money,
  obras,
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
    id: serial('id').primaryKey(),
    empresa_id: empresaId(),
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
    id: serial('id').primaryKey(),
    empresa_id: empresaId(),
    nome: text('nome').notNull(),
    id_cliente: integer('id_cliente').notNull(),
    obra_id: integer('obra_id').notNull(),
    modelo_id: integer('modelo_id'),
    status: smallint('status').notNull().default(1),
    bdi: numeric('bdi', { precision: 7, scale: 2 }),
    valor_total: money('valor_total').notNull().default('0'),
    ...versaoColumn,
    ...timestamps,
  },
  (t) => [
    unique('orcamentos_empresa_id_key').on(t.empresa_id, t.id),
    foreignKey({
      name: 'orcamentos_cliente_fk',
      columns: [t.empresa_id, t.id_cliente],
      foreignColumns: [clientes.empresa_id, clientes.id],
    }),
    foreignKey({
      name: 'orcamentos_obra_fk',
      columns: [t.empresa_id, t.obra_id],
      foreignColumns: [obras.empresa_id, obras.id],
    }),
    // MATCH SIMPLE: a budget without a model (modelo_id null) is not checked.
    foreignKey({
      name: 'orcamentos_modelo_fk',
      columns: [t.empresa_id, t.modelo_id],
      foreignColumns: [orcamentoModelos.empresa_id, orcamentoModelos.id],
    }),
    index('orcamentos_empresa_cadastro_idx').on(t.empresa_id, t.data_cadastro),
    index('orcamentos_empresa_obra_idx').on(t.empresa_id, t.obra_id),
    index('orcamentos_empresa_cliente_idx').on(t.empresa_id, t.id_cliente),
    index('orcamentos_modelo_idx').on(t.modelo_id),
    searchIndex('orcamentos_busca_idx', searchDocument(t.nome)),
  ],
);

export const orcamentoItens = pgTable(
  'orcamento_itens',
  {
    id: serial('id').primaryKey(),
    empresa_id: integer('empresa_id').notNull(),
    orcamento_id: integer('orcamento_id').notNull(),
    etapa_id: integer('etapa_id').notNull(),
    numero: text('numero').notNull(),
    nome: text('nome').notNull(),
    valor_total: money('valor_total').notNull().default('0'),
    ordem: integer('ordem').notNull(),
  },
  (t) => [
    unique('orcamento_itens_empresa_id_key').on(t.empresa_id, t.id),
    foreignKey({
      name: 'orcamento_itens_orcamento_fk',
      columns: [t.empresa_id, t.orcamento_id],
      foreignColumns: [orcamentos.empresa_id, orcamentos.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'orcamento_itens_etapa_fk',
      columns: [t.empresa_id, t.etapa_id],
      foreignColumns: [etapas.empresa_id, etapas.id],
    }),
    // An etapa once per budget: also the race-free check of itens/create.
    uniqueIndex('orcamento_itens_etapa_key').on(t.orcamento_id, t.etapa_id),
    index('orcamento_itens_etapa_idx').on(t.etapa_id),
  ],
);

export const orcamentoSubitens = pgTable(
  'orcamento_subitens',
  {
    id: serial('id').primaryKey(),
    empresa_id: integer('empresa_id').notNull(),
    item_id: integer('item_id').notNull(),
    subetapa_id: integer('subetapa_id').notNull(),
    numero: text('numero').notNull(),
    nome: text('nome').notNull(),
    unidade: text('unidade').notNull(),
    quantidade: quantity('quantidade').notNull(),
    valor_unitario: money('valor_unitario').notNull(),
    valor_total: money('valor_total').notNull(),
    ordem: integer('ordem').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'orcamento_subitens_item_fk',
      columns: [t.empresa_id, t.item_id],
      foreignColumns: [orcamentoItens.empresa_id, orcamentoItens.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'orcamento_subitens_subetapa_fk',
      columns: [t.empresa_id, t.subetapa_id],
      foreignColumns: [subetapas.empresa_id, subetapas.id],
    }),
    // A subetapa once per item: also the race-free check of subitens/create.
    uniqueIndex('orcamento_subitens_subetapa_key').on(t.item_id, t.subetapa_id),
    index('orcamento_subitens_subetapa_idx').on(t.subetapa_id),
  ],
);

export const orcamentoModeloItens = pgTable(
  'orcamento_modelo_itens',
  {
    id: serial('id').primaryKey(),
    empresa_id: integer('empresa_id').notNull(),
    modelo_id: integer('modelo_id').notNull(),
    etapa_id: integer('etapa_id').notNull(),
    numero: text('numero').notNull(),
    nome: text('nome').notNull(),
    ordem: integer('ordem').notNull(),
  },
  (t) => [
    unique('orcamento_modelo_itens_empresa_id_key').on(t.empresa_id, t.id),
    foreignKey({
      name: 'orcamento_modelo_itens_modelo_fk',
      columns: [t.empresa_id, t.modelo_id],
      foreignColumns: [orcamentoModelos.empresa_id, orcamentoModelos.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'orcamento_modelo_itens_etapa_fk',
      columns: [t.empresa_id, t.etapa_id],
      foreignColumns: [etapas.empresa_id, etapas.id],
    }),
    uniqueIndex('orcamento_modelo_itens_etapa_key').on(t.modelo_id, t.etapa_id),
    index('orcamento_modelo_itens_etapa_idx').on(t.etapa_id),
  ],
);

export const orcamentoModeloSubitens = pgTable(
  'orcamento_modelo_subitens',
  {
    id: serial('id').primaryKey(),
    empresa_id: integer('empresa_id').notNull(),
    item_id: integer('item_id').notNull(),
    subetapa_id: integer('subetapa_id').notNull(),
    numero: text('numero').notNull(),
    nome: text('nome').notNull(),
    unidade: text('unidade').notNull(),
    // Defaults a new budget starts from; null when the model leaves them to the budget.
    quantidade: quantity('quantidade'),
    valor_unitario: money('valor_unitario'),
    ordem: integer('ordem').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'orcamento_modelo_subitens_item_fk',
      columns: [t.empresa_id, t.item_id],
      foreignColumns: [orcamentoModeloItens.empresa_id, orcamentoModeloItens.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'orcamento_modelo_subitens_subetapa_fk',
      columns: [t.empresa_id, t.subetapa_id],
      foreignColumns: [subetapas.empresa_id, subetapas.id],
    }),
    uniqueIndex('orcamento_modelo_subitens_subetapa_key').on(t.item_id, t.subetapa_id),
    index('orcamento_modelo_subitens_subetapa_idx').on(t.subetapa_id),
  ],
);
