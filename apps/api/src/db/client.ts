import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

// numeric and bigint stay strings: money never passes through a JavaScript float.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => v);
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);
// A day is a calendar day, not an instant: keep '2026-03-01' as written.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type Db = NodePgDatabase<typeof schema>;

export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };

export function connect(url: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/** The settings of a database's pool, to open a connection of one's own (a LISTEN, decision 124). */
export function connectionSettings(db: Db): pg.ClientConfig {
  return (db as unknown as { $client: pg.Pool }).$client.options;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Repositories accept either, so a service can run several of them in one transaction. */
export type DbOrTx = Db | Tx;

/** What a service call acts on: the database (or a transaction) and the caller's empresa. */
export type EmpresaScope<D extends DbOrTx = Db> = { db: D; empresaId: number };
