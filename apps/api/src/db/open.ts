import type { Config } from '../config';
import { connect, type Database, type Db } from './client';
import { type EmbeddedServer, startEmbeddedPostgres } from './embedded';
import { runMigrations } from './migrate';

type Log = { info: (msg: string) => void; warn: (msg: string) => void };

export type OpenDatabase = Database & { embedded: EmbeddedServer | undefined };

/**
 * The configured PostgreSQL, or a private embedded one, migrated and ready. `afterMigrate` runs under
 * the migration lock (the first empresa's seed, wired by the caller: db/ knows no module).
 */
export async function openDatabase(
  config: Config,
  log: Log,
  {
    attach = false,
    afterMigrate,
    onLost,
  }: { attach?: boolean; afterMigrate?: (db: Db) => Promise<void>; onLost?: (message: string) => void } = {},
): Promise<OpenDatabase> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(config.dataDir, log, { attach, onLost });
  const database = connect(config.databaseUrl ?? embedded!.url, config.dbPoolSize);
  try {
    await runMigrations(database, config.migrationsDir, async () => afterMigrate?.(database.db));
  } catch (error) {
    await database.close();
    await embedded?.stop();
    throw error;
  }
  return { ...database, embedded };
}
