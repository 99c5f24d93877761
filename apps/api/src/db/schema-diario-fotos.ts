import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { empresaForeignKey, empresaId, etapas } from './schema';
import { diarios } from './schema-diarios';

// The photos of the diário (issue 12, decision 071): the files live in PostgreSQL, so one backup
// holds them and every API process on the database serves them.

export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** A photo of a report: what it shows and when, its size after orientation, its file's SHA-256. */
export const diarioFotos = pgTable(
  'diario_fotos',
  {
    id: serial('id').primaryKey(),
    empresa_id: empresaId(),
    diario_id: integer('diario_id').notNull(),
    legenda: text('legenda').notNull(),
    etapa_id: integer('etapa_id'),
    tirada_em: timestamp('tirada_em', { withTimezone: true }),
    largura: integer('largura').notNull(),
    altura: integer('altura').notNull(),
    /** SHA-256 of the original file, hex: a signed report's hash covers it (forma 2). */
    sha256: text('sha256').notNull(),
    data_cadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('diario_fotos_empresa_id_key').on(t.empresa_id, t.id),
    empresaForeignKey('diario_fotos_diario_fk', t, t.diario_id, diarios).onDelete('cascade'),
    empresaForeignKey('diario_fotos_etapa_fk', t, t.etapa_id, etapas),
    // The same file sent twice to a report (a retry on a weak signal) is one photo.
    unique('diario_fotos_diario_sha256_key').on(t.diario_id, t.sha256),
  ],
);

/**
 * The bytes of each stored size of a photo, in a table of their own: listing reports reads the
 * photos' rows above and never touches these.
 */
export const diarioFotoArquivos = pgTable(
  'diario_foto_arquivos',
  {
    foto_id: integer('foto_id').notNull(),
    empresa_id: empresaId(),
    tamanho: text('tamanho').notNull(),
    tipo: text('tipo').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.foto_id, t.tamanho] }),
    empresaForeignKey('diario_foto_arquivos_foto_fk', t, t.foto_id, diarioFotos).onDelete('cascade'),
    check('diario_foto_arquivos_tamanho_check', sql`${t.tamanho} in ('original', 'exibicao', 'miniatura')`),
    index('diario_foto_arquivos_empresa_idx').on(t.empresa_id),
  ],
);

/** Secrets of this database, made once by the first process that needs them (the URL-signing key). */
export const segredos = pgTable('segredos', {
  nome: text('nome').primaryKey(),
  valor: text('valor').notNull(),
});
