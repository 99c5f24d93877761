import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import {
  empresaForeignKey,
  empresaId,
  etapas,
  money,
  registerColumns,
  subetapas,
  timestamps,
  usuarios,
  versaoColumn,
} from './schema';
import { contratos } from './schema-contratos';
import { lancamentos } from './schema-lancamentos';

// Contract itens, aditivos, medições and releases of retention (issue 14, decisions 130–133).
// Tenancy as in decision 006: composite keys (empresa_id, x_id) keep every reference in its firm.
// Numbers per contract come from the contract row's counters, taken under its lock (decision 131).

const quantidade = (name: string) => numeric(name, { precision: 15, scale: 3 });

export const contratoAditivos = pgTable(
  'contrato_aditivos',
  {
    ...registerColumns,
    contrato_id: integer('contrato_id').notNull(),
    numero: integer('numero').notNull(),
    descricao: text('descricao').notNull(),
    valor: money('valor').notNull(),
    prazo: date('prazo', { mode: 'string' }),
    /** What it changed, as it was: [{item, descricao, unidade, quantidade, valor_unitario, valor}]. */
    itens: jsonb('itens').notNull().default([]),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    data_cadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('contrato_aditivos_empresa_id_key').on(t.empresa_id, t.id),
    unique('contrato_aditivos_numero_key').on(t.contrato_id, t.numero),
    empresaForeignKey('contrato_aditivos_contrato_fk', t, t.contrato_id, contratos).onDelete('cascade'),
  ],
);

export const contratoItens = pgTable(
  'contrato_itens',
  {
    ...registerColumns,
    contrato_id: integer('contrato_id').notNull(),
    /** The aditivo that brought the item in; null for the contract's own. */
    aditivo_id: integer('aditivo_id'),
    ordem: integer('ordem').notNull(),
    descricao: text('descricao').notNull(),
    unidade: text('unidade').notNull(),
    /** As contracted (0 for an item an aditivo brought in); aditivos add `quantidade_aditivos`. */
    quantidade: quantidade('quantidade').notNull(),
    quantidade_aditivos: quantidade('quantidade_aditivos').notNull().default('0'),
    valor_unitario: money('valor_unitario').notNull(),
    etapa_id: integer('etapa_id').notNull(),
    subetapa_id: integer('subetapa_id').notNull(),
  },
  (t) => [
    unique('contrato_itens_empresa_id_key').on(t.empresa_id, t.id),
    empresaForeignKey('contrato_itens_contrato_fk', t, t.contrato_id, contratos).onDelete('cascade'),
    empresaForeignKey('contrato_itens_aditivo_fk', t, t.aditivo_id, contratoAditivos).onDelete('cascade'),
    empresaForeignKey('contrato_itens_etapa_fk', t, t.etapa_id, etapas),
    empresaForeignKey('contrato_itens_subetapa_fk', t, t.subetapa_id, subetapas),
    check(
      'contrato_itens_valores_check',
      sql`${t.quantidade} >= 0 and ${t.quantidade} + ${t.quantidade_aditivos} >= 0 and ${t.valor_unitario} >= 0`,
    ),
    index('contrato_itens_contrato_idx').on(t.contrato_id, t.ordem),
  ],
);

export const contratoMedicoes = pgTable(
  'contrato_medicoes',
  {
    ...registerColumns,
    contrato_id: integer('contrato_id').notNull(),
    numero: integer('numero').notNull(),
    periodo_de: date('periodo_de', { mode: 'string' }).notNull(),
    periodo_ate: date('periodo_ate', { mode: 'string' }).notNull(),
    /** A contract without itens is measured by a percentage of its value. */
    percentual: numeric('percentual', { precision: 5, scale: 2 }),
    status: text('status').notNull().default('rascunho'),
    valor_bruto: money('valor_bruto').notNull(),
    retencao: money('retencao').notNull(),
    amortizacao: money('amortizacao').notNull(),
    valor_liquido: money('valor_liquido').notNull(),
    aprovada_em: date('aprovada_em', { mode: 'string' }),
    aprovada_por: integer('aprovada_por').references(() => usuarios.id),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    ...versaoColumn,
    ...timestamps,
  },
  (t) => [
    unique('contrato_medicoes_empresa_id_key').on(t.empresa_id, t.id),
    unique('contrato_medicoes_numero_key').on(t.contrato_id, t.numero),
    empresaForeignKey('contrato_medicoes_contrato_fk', t, t.contrato_id, contratos).onDelete('cascade'),
    check('contrato_medicoes_status_check', sql`${t.status} in ('rascunho', 'aprovada')`),
    check('contrato_medicoes_periodo_check', sql`${t.periodo_ate} >= ${t.periodo_de}`),
    check(
      'contrato_medicoes_aprovada_check',
      sql`(${t.status} = 'aprovada') = (${t.aprovada_em} is not null)`,
    ),
  ],
);

export const contratoMedicaoItens = pgTable(
  'contrato_medicao_itens',
  {
    medicao_id: integer('medicao_id').notNull(),
    item_id: integer('item_id').notNull(),
    empresa_id: empresaId(),
    quantidade: quantidade('quantidade').notNull(),
    valor: money('valor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.medicao_id, t.item_id] }),
    empresaForeignKey('contrato_medicao_itens_medicao_fk', t, t.medicao_id, contratoMedicoes).onDelete(
      'cascade',
    ),
    // An item measured in a medição cannot be removed from the contract (409).
    empresaForeignKey('contrato_medicao_itens_item_fk', t, t.item_id, contratoItens),
    index('contrato_medicao_itens_item_idx').on(t.item_id),
    check('contrato_medicao_itens_quantidade_check', sql`${t.quantidade} >= 0`),
  ],
);

export const contratoLiberacoes = pgTable(
  'contrato_liberacoes',
  {
    ...registerColumns,
    contrato_id: integer('contrato_id').notNull(),
    valor: money('valor').notNull(),
    data: date('data', { mode: 'string' }).notNull(),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    data_cadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('contrato_liberacoes_empresa_id_key').on(t.empresa_id, t.id),
    empresaForeignKey('contrato_liberacoes_contrato_fk', t, t.contrato_id, contratos).onDelete('cascade'),
    check('contrato_liberacoes_valor_check', sql`${t.valor} > 0`),
    index('contrato_liberacoes_contrato_idx').on(t.contrato_id),
  ],
);

/** The payables a medição's approval or a release created in the obra's RDO. */
export const contratoLancamentos = pgTable(
  'contrato_lancamentos',
  {
    id: serial('id').primaryKey(),
    empresa_id: empresaId(),
    lancamento_id: integer('lancamento_id').notNull(),
    medicao_id: integer('medicao_id'),
    liberacao_id: integer('liberacao_id'),
  },
  (t) => [
    unique('contrato_lancamentos_lancamento_key').on(t.lancamento_id),
    empresaForeignKey('contrato_lancamentos_lancamento_fk', t, t.lancamento_id, lancamentos).onDelete(
      'cascade',
    ),
    empresaForeignKey('contrato_lancamentos_medicao_fk', t, t.medicao_id, contratoMedicoes).onDelete(
      'cascade',
    ),
    empresaForeignKey('contrato_lancamentos_liberacao_fk', t, t.liberacao_id, contratoLiberacoes).onDelete(
      'cascade',
    ),
    check('contrato_lancamentos_origem_check', sql`(${t.medicao_id} is null) <> (${t.liberacao_id} is null)`),
    index('contrato_lancamentos_medicao_idx').on(t.medicao_id),
  ],
);
