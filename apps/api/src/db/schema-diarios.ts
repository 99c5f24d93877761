import type { Clima, Equipamento, Ocorrencia } from '@gdo/domain/diario';
import type { AtividadeResponse, EfetivoResponse } from '@gdo/domain/diario-response';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { empresaId, obras, timestamps, usuarios, versaoColumn } from './schema';

// The diário de obra (issue 12, decision 070). Tenancy as in decision 006: composite foreign keys
// (empresa_id, x_id) keep every reference in its firm.

/**
 * One row per obra that has reports: the last número given and the last link of the obra's
 * signature chain. Creating, deleting and signing update this row first, so they run one at a time
 * per obra, and a transaction that fails gives its número back by rolling back.
 */
export const diarioSequencias = pgTable(
  'diario_sequencias',
  {
    obra_id: integer('obra_id').primaryKey(),
    empresa_id: empresaId(),
    ultimo_numero: integer('ultimo_numero').notNull().default(0),
    ultimo_elo: integer('ultimo_elo').notNull().default(0),
    ultimo_hash: text('ultimo_hash'),
  },
  (t) => [
    foreignKey({
      name: 'diario_sequencias_obra_fk',
      columns: [t.empresa_id, t.obra_id],
      foreignColumns: [obras.empresa_id, obras.id],
    }),
  ],
);

/**
 * A daily report. Its lines (efetivo, equipamentos, atividades, ocorrências) are one document, read
 * and signed whole, so they are JSON arrays in the row; each line keeps the names its ids pointed at
 * when it was written. `elo` is the report's place in the obra's signature chain, shared with the
 * retificações; `forma_hash` the canonical form its hash was computed with (lib/canonical-json.ts).
 */
export const diarios = pgTable(
  'diarios',
  {
    id: serial('id').primaryKey(),
    empresa_id: empresaId(),
    obra_id: integer('obra_id').notNull(),
    numero: integer('numero').notNull(),
    data: date('data', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('rascunho'),
    clima: jsonb('clima').$type<Clima>().notNull(),
    efetivo: jsonb('efetivo').$type<EfetivoResponse[]>().notNull(),
    equipamentos: jsonb('equipamentos').$type<Equipamento[]>().notNull(),
    atividades: jsonb('atividades').$type<AtividadeResponse[]>().notNull(),
    ocorrencias: jsonb('ocorrencias').$type<Ocorrencia[]>().notNull(),
    observacoes: text('observacoes'),
    observacoes_fiscal: text('observacoes_fiscal'),
    criado_por: integer('criado_por')
      .notNull()
      .references(() => usuarios.id),
    assinado_por: integer('assinado_por').references(() => usuarios.id),
    assinado_em: timestamp('assinado_em', { withTimezone: true }),
    elo: integer('elo'),
    forma_hash: smallint('forma_hash'),
    hash: text('hash'),
    hash_anterior: text('hash_anterior'),
    ...versaoColumn,
    ...timestamps,
  },
  (t) => [
    unique('diarios_empresa_id_key').on(t.empresa_id, t.id),
    foreignKey({
      name: 'diarios_obra_fk',
      columns: [t.empresa_id, t.obra_id],
      foreignColumns: [obras.empresa_id, obras.id],
    }),
    unique('diarios_obra_numero_key').on(t.obra_id, t.numero),
    // Also the index of an obra's list, newest first.
    unique('diarios_obra_data_key').on(t.obra_id, t.data),
    unique('diarios_obra_elo_key').on(t.obra_id, t.elo),
    check('diarios_status_check', sql`${t.status} in ('rascunho', 'assinado')`),
  ],
);

/** A signed note appended to a signed report: its own link of the obra's chain. */
export const diarioRetificacoes = pgTable(
  'diario_retificacoes',
  {
    id: serial('id').primaryKey(),
    empresa_id: empresaId(),
    obra_id: integer('obra_id').notNull(),
    diario_id: integer('diario_id').notNull(),
    texto: text('texto').notNull(),
    assinado_por: integer('assinado_por')
      .notNull()
      .references(() => usuarios.id),
    assinado_em: timestamp('assinado_em', { withTimezone: true }).notNull(),
    elo: integer('elo').notNull(),
    forma_hash: smallint('forma_hash').notNull(),
    hash: text('hash').notNull(),
    hash_anterior: text('hash_anterior'),
  },
  (t) => [
    foreignKey({
      name: 'diario_retificacoes_diario_fk',
      columns: [t.empresa_id, t.diario_id],
      foreignColumns: [diarios.empresa_id, diarios.id],
    }),
    unique('diario_retificacoes_obra_elo_key').on(t.obra_id, t.elo),
    index('diario_retificacoes_diario_idx').on(t.diario_id),
  ],
);
