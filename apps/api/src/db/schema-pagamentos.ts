import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { empresaForeignKey, empresaId, money, usuarios } from './schema';
import { bytea } from './schema-diario-fotos';
import { lancamentos } from './schema-lancamentos';

// The payments of a lançamento (issue 14, decision 110). A statement-level trigger (migration 0015)
// keeps the lançamento's valor_pagamento (the sum of its non-reversed payments' principal) and
// data_pagamento (the latest one's date), so lancamento_totais and lancamento_pagamentos_dia follow
// by their own triggers, in the same transaction, whatever writes the payments.

export const pagamentos = pgTable(
  'pagamentos',
  {
    id: serial('id').primaryKey(),
    empresa_id: empresaId(),
    lancamento_id: integer('lancamento_id').notNull(),
    data: date('data', { mode: 'string' }).notNull(),
    /** The principal: what counts as valor pago and executado. */
    valor: money('valor').notNull(),
    /** Juros/multa and desconto: financial cost or gain, kept apart from the budget's figures. */
    juros: money('juros').notNull().default('0'),
    desconto: money('desconto').notNull().default('0'),
    /** Null: not said (entries paid before payments existed, or adjusted by an edit of the entry). */
    forma: text('forma'),
    observacao: text('observacao'),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    estornado_em: timestamp('estornado_em', { withTimezone: true }),
    estornado_por: integer('estornado_por').references(() => usuarios.id),
    data_cadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('pagamentos_empresa_id_key').on(t.empresa_id, t.id),
    empresaForeignKey('pagamentos_lancamento_fk', t, t.lancamento_id, lancamentos).onDelete('cascade'),
    check('pagamentos_valores_check', sql`${t.valor} > 0 and ${t.juros} >= 0 and ${t.desconto} >= 0`),
    check(
      'pagamentos_forma_check',
      sql`${t.forma} in ('pix', 'boleto', 'transferencia', 'dinheiro', 'cartao', 'cheque')`,
    ),
    check('pagamentos_estorno_check', sql`(${t.estornado_em} is null) = (${t.estornado_por} is null)`),
    index('pagamentos_lancamento_idx').on(t.lancamento_id),
    // The cash flow reads payments by date (issue 14, fluxo de caixa).
    index('pagamentos_empresa_data_idx').on(t.empresa_id, t.data),
  ],
);

/** A payment's comprovante (PDF or image), one per payment, its bytes in PostgreSQL (decision 071). */
export const pagamentoComprovantes = pgTable(
  'pagamento_comprovantes',
  {
    pagamento_id: integer('pagamento_id').primaryKey(),
    empresa_id: empresaId(),
    nome: text('nome').notNull(),
    tipo: text('tipo').notNull(),
    tamanho: integer('tamanho').notNull(),
    bytes: bytea('bytes').notNull(),
    data_cadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    empresaForeignKey('pagamento_comprovantes_pagamento_fk', t, t.pagamento_id, pagamentos).onDelete(
      'cascade',
    ),
    index('pagamento_comprovantes_empresa_idx').on(t.empresa_id),
  ],
);
