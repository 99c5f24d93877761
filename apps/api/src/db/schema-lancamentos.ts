import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  bancoColumns,
  buscaColumn,
  buscaIndex,
  empresaForeignKey,
  etapas,
  fornecedores,
  money,
  obras,
  registerColumns,
  subetapas,
  timestamps,
  usuarios,
  versaoColumn,
} from './schema';
import { contratos } from './schema-contratos';
import { orcamentos } from './schema-orcamentos';

// The obras' RDO/RDA documents and their lançamentos (issue 5, decision 020); contracts are in
// schema-contratos.ts.
//
// Tenancy as in decision 006: composite foreign keys (empresa_id, x_id) keep every reference in
// its firm. The keys to orcamentos have no ON DELETE CASCADE: a budget an RDO or RDA follows
// cannot be deleted (the budget service answers the violation with a 409).

// One table for both books: the same columns, and `tipo` ('rdo' | 'rda') tells them apart.
export const rdoRda = pgTable(
  'rdo_rda',
  {
    ...registerColumns,
    tipo: text('tipo').notNull(),
    obra_id: integer('obra_id').notNull(),
    orcamento_id: integer('orcamento_id'),
    status: smallint('status').notNull().default(1),
    ...versaoColumn,
    ...timestamps,
  },
  (t) => [
    unique('rdo_rda_empresa_id_key').on(t.empresa_id, t.id),
    // One RDO and one RDA per obra: also the race-free check of create (409).
    unique('rdo_rda_obra_tipo_key').on(t.empresa_id, t.obra_id, t.tipo),
    // The target of the lançamentos' key: an entry's obra and tipo are its document's.
    unique('rdo_rda_obra_tipo_id_key').on(t.empresa_id, t.id, t.obra_id, t.tipo),
    empresaForeignKey('rdo_rda_obra_fk', t, t.obra_id, obras),
    empresaForeignKey('rdo_rda_orcamento_fk', t, t.orcamento_id, orcamentos),
    check('rdo_rda_tipo_check', sql`${t.tipo} in ('rdo', 'rda')`),
    index('rdo_rda_orcamento_idx').on(t.orcamento_id),
  ],
);

export const lancamentos = pgTable(
  'lancamentos',
  {
    ...registerColumns,
    tipo: text('tipo').notNull(),
    documento_id: integer('documento_id').notNull(),
    obra_id: integer('obra_id').notNull(),
    data_lancamento: date('data_lancamento', { mode: 'string' }).notNull(),
    fornecedor_id: integer('fornecedor_id').notNull(),
    nf: text('nf'),
    data_nf: date('data_nf', { mode: 'string' }),
    descricao: text('descricao').notNull(),
    observacao: text('observacao'),
    etapa_id: integer('etapa_id').notNull(),
    subetapa_id: integer('subetapa_id').notNull(),
    contrato_id: integer('contrato_id'),
    valor_comprometido: money('valor_comprometido').notNull().default('0'),
    valor_pagamento: money('valor_pagamento').notNull().default('0'),
    // The rules of lancamento.ts (valorAberto, situacaoLancamento), kept by the database so a sum
    // or a filter over 100 000 entries never needs them computed row by row.
    valor_aberto: money('valor_aberto')
      .notNull()
      .generatedAlwaysAs(sql`greatest(valor_comprometido - valor_pagamento, 0)`),
    situacao: smallint('situacao')
      .notNull()
      .generatedAlwaysAs(
        sql`case when valor_pagamento <= 0 then 1 when valor_pagamento >= valor_comprometido then 2 else 3 end`,
      ),
    data_vencimento: date('data_vencimento', { mode: 'string' }),
    data_pagamento: date('data_pagamento', { mode: 'string' }),
    parcela: text('parcela'),
    grupo: uuid('grupo'),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    // The fornecedor's bank details as they were on the day of entry.
    ...bancoColumns,
    ...versaoColumn,
    ...timestamps,
    // What `?q=` searches in an entry itself, stored accent-free and lower-case (migration 0025,
    // decision 182, as the registers' in 0020); its fornecedor is searched through its own.
    busca: buscaColumn('descricao', 'nf', 'observacao'),
  },
  (t) => [
    // The target of the payments' key (decision 110).
    unique('lancamentos_empresa_id_key').on(t.empresa_id, t.id),
    foreignKey({
      name: 'lancamentos_documento_fk',
      columns: [t.empresa_id, t.documento_id, t.obra_id, t.tipo],
      foreignColumns: [rdoRda.empresa_id, rdoRda.id, rdoRda.obra_id, rdoRda.tipo],
    }),
    empresaForeignKey('lancamentos_fornecedor_fk', t, t.fornecedor_id, fornecedores),
    empresaForeignKey('lancamentos_etapa_fk', t, t.etapa_id, etapas),
    empresaForeignKey('lancamentos_subetapa_fk', t, t.subetapa_id, subetapas),
    // MATCH SIMPLE: an entry without a contract is not checked; one with a contract must share
    // the contract's obra and fornecedor, so a contract with entries cannot move to another obra.
    foreignKey({
      name: 'lancamentos_contrato_fk',
      columns: [t.empresa_id, t.contrato_id, t.obra_id, t.fornecedor_id],
      foreignColumns: [contratos.empresa_id, contratos.id, contratos.obra_id, contratos.fornecedor_id],
    }),
    check('lancamentos_tipo_check', sql`${t.tipo} in ('rdo', 'rda')`),
    check(
      'lancamentos_valores_check',
      sql`${t.valor_comprometido} >= 0 and ${t.valor_pagamento} >= 0 and (${t.valor_comprometido} > 0 or ${t.valor_pagamento} > 0)`,
    ),
    // An obra's book by date (the entries screen) and a type's entries by date (the type's list), in
    // the lists' default order, newest day first and then by id (migration 0023, decision 181): a
    // page of 50 reads 50 entries, not every entry of its newest day.
    index('lancamentos_documento_data_idx').on(
      t.empresa_id,
      t.documento_id,
      t.data_lancamento.desc().nullsFirst(),
      t.id,
    ),
    index('lancamentos_tipo_data_idx').on(t.empresa_id, t.tipo, t.data_lancamento.desc().nullsFirst(), t.id),
    // Contas a pagar and the dashboard's Vencido / A pagar em 7 dias: the entries with something em
    // aberto, by due date (decision 110).
    // With the id that breaks ties (migration 0024, decision 181): the list's page of 50 reads 50
    // entries even when thousands share a due date (or have none).
    index('lancamentos_em_aberto_vencimento_idx')
      .on(t.empresa_id, t.data_vencimento, t.id)
      .where(sql`${t.valor_aberto} > 0`),
    index('lancamentos_contrato_idx').on(t.contrato_id).where(sql`${t.contrato_id} is not null`),
    // Fornecedor ids are unique across firms: no empresa_id in front, so a search OR-ing the
    // entry's text with its fornecedor's can combine this index with the trigram one.
    index('lancamentos_fornecedor_idx').on(t.fornecedor_id),
    buscaIndex('lancamentos_busca_idx', t.busca),
  ],
);

/**
 * What each document has spent per etapa, kept by statement-level triggers on lancamentos
 * (migration 0005, decision 041), so the dashboard reads one row per obra and etapa instead of
 * summing every entry. Derived: the backup leaves it out and the triggers rebuild it on restore.
 */
export const lancamentoTotais = pgTable(
  'lancamento_totais',
  {
    empresa_id: integer('empresa_id').notNull(),
    documento_id: integer('documento_id').notNull(),
    etapa_id: integer('etapa_id').notNull(),
    executado: numeric('executado').notNull().default('0'),
    comprometido: numeric('comprometido').notNull().default('0'),
    lancamentos: integer('lancamentos').notNull().default(0),
    // The sum of the entries' valor_comprometido (`comprometido` above is what is still open), for
    // the entries' lists' totals (migration 0023, decision 181).
    valor_comprometido: numeric('valor_comprometido').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.documento_id, t.etapa_id] }),
    empresaForeignKey('lancamento_totais_documento_fk', t, t.documento_id, rdoRda),
  ],
);

/**
 * What each document paid per day (the payment's date, or the entry's without one), kept by
 * statement-level triggers on lancamentos as lancamento_totais is (migration 0013, decision 095):
 * the dashboard's executado for a period sums a few rows per day, not the entries. Derived: the
 * backup leaves it out and the triggers rebuild it on restore.
 */
export const lancamentoPagamentosDia = pgTable(
  'lancamento_pagamentos_dia',
  {
    empresa_id: integer('empresa_id').notNull(),
    dia: date('dia', { mode: 'string' }).notNull(),
    documento_id: integer('documento_id').notNull(),
    executado: numeric('executado').notNull().default('0'),
    lancamentos: integer('lancamentos').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.dia, t.documento_id] }),
    empresaForeignKey('lancamento_pagamentos_dia_documento_fk', t, t.documento_id, rdoRda),
  ],
);
