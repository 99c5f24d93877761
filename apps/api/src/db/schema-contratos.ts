import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import {
  empresaForeignKey,
  etapas,
  fornecedores,
  money,
  obras,
  registerColumns,
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
    ...registerColumns,
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
    // Medições (decision 130): `valor` is the contract's value with its aditivos (Σ itens when it
    // has them), `valor_aditivos` the part the aditivos added; the terms of each measurement; the
    // last aditivo and medição numbers, given under this row's lock (decision 131).
    valor_aditivos: money('valor_aditivos').notNull().default('0'),
    retencao_percentual: numeric('retencao_percentual', { precision: 5, scale: 2 }).notNull().default('0'),
    adiantamento: money('adiantamento').notNull().default('0'),
    amortizacao_percentual: numeric('amortizacao_percentual', { precision: 5, scale: 2 })
      .notNull()
      .default('0'),
    prazo_pagamento_dias: integer('prazo_pagamento_dias').notNull().default(0),
    ultimo_aditivo: integer('ultimo_aditivo').notNull().default(0),
    ultima_medicao: integer('ultima_medicao').notNull().default(0),
    ...versaoColumn,
    ...timestamps,
  },
  (t) => [
    unique('contratos_empresa_id_key').on(t.empresa_id, t.id),
    // The target of the lançamentos' key: an entry against a contract is of its obra and fornecedor.
    unique('contratos_obra_fornecedor_key').on(t.empresa_id, t.id, t.obra_id, t.fornecedor_id),
    empresaForeignKey('contratos_obra_fk', t, t.obra_id, obras),
    empresaForeignKey('contratos_fornecedor_fk', t, t.fornecedor_id, fornecedores),
    empresaForeignKey('contratos_orcamento_fk', t, t.orcamento_id, orcamentos),
    empresaForeignKey('contratos_etapa_fk', t, t.etapa_id, etapas),
    empresaForeignKey('contratos_subetapa_fk', t, t.subetapa_id, subetapas),
    check('contratos_valor_check', sql`${t.valor} > 0`),
    check('contratos_datas_check', sql`${t.data_fim} >= ${t.data_inicio}`),
    check(
      'contratos_termos_check',
      sql`${t.retencao_percentual} between 0 and 100 and ${t.amortizacao_percentual} between 0 and 100 and ${t.retencao_percentual} + ${t.amortizacao_percentual} <= 100 and ${t.adiantamento} >= 0 and ${t.prazo_pagamento_dias} >= 0`,
    ),
    index('contratos_empresa_cadastro_idx').on(t.empresa_id, t.data_cadastro),
    index('contratos_empresa_obra_idx').on(t.empresa_id, t.obra_id),
    index('contratos_empresa_fornecedor_idx').on(t.empresa_id, t.fornecedor_id),
    index('contratos_orcamento_idx').on(t.orcamento_id),
    searchIndex('contratos_busca_idx', contratoSearch(t)),
  ],
);
