import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './schema';

// Tables of the sign-in throttle and the idempotency keys: infrastructure of the API's plugins,
// read and written in SQL by them, not by a module's repository.

/**
 * Sign-in counters, one row per key ('par:e-mail|endereço', 'email:…', 'ip:…') and the addresses an
 * e-mail signed in from ('conhecido:e-mail|endereço'). Counted before the password is checked, in one
 * statement (modules/autenticacao/login-throttle.ts, decision 050).
 */
export const limitesLogin = pgTable(
  'limites_login',
  {
    chave: text('chave').primaryKey(),
    tentativas: integer('tentativas').notNull().default(0),
    livres: integer('livres').notNull(),
    teto_segundos: integer('teto_segundos').notNull(),
    janela_inicio: timestamp('janela_inicio', { withTimezone: true }).notNull().defaultNow(),
    liberado_em: timestamp('liberado_em', { withTimezone: true }).notNull().defaultNow(),
    recusado: boolean('recusado').notNull().default(false),
  },
  (t) => [index('limites_login_janela_idx').on(t.janela_inicio)],
);

// Idempotency keys (decision 054): the first answer to a create sent with `Idempotency-Key`, kept
// 24 h per user. A row with no status is a request still in flight; the primary key is what makes
// simultaneous requests with one key agree across API processes.
export const idempotencia = pgTable(
  'idempotencia',
  {
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    chave: text('chave').notNull(),
    impressao: text('impressao').notNull(),
    status: smallint('status'),
    tipo_conteudo: text('tipo_conteudo'),
    resposta: text('resposta'),
    criada_em: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'idempotencia_pkey', columns: [t.usuario_id, t.chave] }),
    index('idempotencia_criada_em_idx').on(t.criada_em),
  ],
);
