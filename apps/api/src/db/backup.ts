import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

// A logical backup that needs no pg_dump (the embedded server ships none, and a system pg_dump
// older than the server refuses to run): every table of the public schema, COPY text format,
// parents before children, in one consistent snapshot. Restore goes into a freshly migrated
// database at the same migration.
const MAGIC = 'GDO-BACKUP 1';
const TABLE_MARK = '@@ table ';
const END_OF_DATA = '\\.';

type Header = { criado_em: string; migracao: string; tabelas: string[] };

/** Kept by triggers from other tables: left out of a backup, rebuilt as the restore inserts. */
const DERIVED_TABLES = new Set(['lancamento_totais', 'lancamento_pagamentos_dia']);

/** Tables of the public schema, each after the tables its foreign keys point to. */
async function tablesInDependencyOrder(client: pg.PoolClient): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const copied = tables.filter((t) => !DERIVED_TABLES.has(t.name));
  const { rows: edges } = await client.query<{ child: string; parent: string }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
       FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE c.contype = 'f' AND n.nspname = 'public' AND c.conrelid <> c.confrelid`,
  );
  const ordered: string[] = [];
  const pending = new Set(copied.map((t) => t.name));
  while (pending.size > 0) {
    const ready = [...pending].filter((t) => !edges.some((e) => e.child === t && pending.has(e.parent)));
    if (ready.length === 0) throw new Error('Ciclo de chaves estrangeiras entre tabelas.');
    for (const t of ready) {
      ordered.push(t);
      pending.delete(t);
    }
  }
  return ordered;
}

async function lastMigration(client: pg.PoolClient): Promise<string> {
  const { rows } = await client.query<{ hash: string }>(
    'SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
  );
  return rows[0]?.hash ?? '';
}

export async function backupDatabase(pool: pg.Pool, file: string): Promise<{ tabelas: number }> {
  const client = await pool.connect();
  const out = createWriteStream(file);
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const tabelas = await tablesInDependencyOrder(client);
    const header: Header = {
      criado_em: new Date().toISOString(),
      migracao: await lastMigration(client),
      tabelas,
    };
    out.write(`${MAGIC}\n${JSON.stringify(header)}\n`);
    for (const table of tabelas) {
      out.write(`${TABLE_MARK}${table}\n`);
      for await (const chunk of client.query(copyTo(`COPY "${table}" TO STDOUT`))) {
        if (!out.write(chunk)) await once(out, 'drain');
      }
      out.write(`${END_OF_DATA}\n`);
    }
    await client.query('COMMIT');
    out.end();
    await once(out, 'finish');
    return { tabelas: tabelas.length };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    out.destroy();
    throw error;
  } finally {
    client.release();
  }
}

/** Serial columns continue after the restored rows, so the next insert gets a fresh id. */
async function resetSequences(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{ tabela: string; coluna: string; seq: string }>(
    `SELECT c.relname AS tabela, a.attname AS coluna, pg_get_serial_sequence(format('%I', c.relname), a.attname) AS seq
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE n.nspname = 'public' AND c.relkind = 'r'
        AND pg_get_serial_sequence(format('%I', c.relname), a.attname) IS NOT NULL`,
  );
  for (const { tabela, coluna, seq } of rows) {
    await client.query(
      `SELECT setval($1, coalesce((SELECT max("${coluna}") FROM "${tabela}"), 0) + 1, false)`,
      [seq],
    );
  }
}

/** Restores into an empty, migrated database; all or nothing. */
export async function restoreDatabase(pool: pg.Pool, file: string): Promise<{ linhas: number }> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
  const iterator = lines[Symbol.asyncIterator]();
  const next = async () => (await iterator.next()).value as string | undefined;
  if ((await next()) !== MAGIC) throw new Error('Arquivo não é um backup do Gestão de Obras.');
  const header = JSON.parse((await next()) ?? '{}') as Header;
  const client = await pool.connect();
  let linhas = 0;
  try {
    await client.query('BEGIN');
    if ((await lastMigration(client)) !== header.migracao) {
      throw new Error('O banco de destino não está na mesma versão de migração do backup.');
    }
    for (const table of header.tabelas) {
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${table}"`);
      if (rows[0]!.n !== '0') throw new Error(`O banco de destino não está vazio (tabela ${table}).`);
    }
    for (let line = await next(); line !== undefined; line = await next()) {
      if (!line.startsWith(TABLE_MARK)) throw new Error('Backup corrompido.');
      const table = line.slice(TABLE_MARK.length);
      const rows = async function* () {
        for (let row = await next(); row !== END_OF_DATA; row = await next()) {
          if (row === undefined) throw new Error('Backup truncado.');
          linhas++;
          yield `${row}\n`;
        }
      };
      await pipeline(rows, client.query(copyFrom(`COPY "${table}" FROM STDIN`)));
    }
    await resetSequences(client);
    await client.query('COMMIT');
    return { linhas };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
    lines.close();
  }
}
