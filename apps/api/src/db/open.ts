import type { Config } from '../config';
import { bootstrapFirstEmpresa } from '../modules/empresas/service';
import { connect, type Database } from './client';
import { type EmbeddedServer, startEmbeddedPostgres } from './embedded';
import { runMigrations } from './migrate';

type Log = { info: (msg: string) => void; warn: (msg: string) => void };

export type OpenDatabase = Database & { embedded: EmbeddedServer | undefined };

/** The configured PostgreSQL, or a private embedded one, migrated and ready. */
export async function openDatabase(
  config: Config,
  log: Log,
  { attach = false, seed = true }: { attach?: boolean; seed?: boolean } = {},
): Promise<OpenDatabase> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(config.dataDir, log, { attach });
  const database = connect(config.databaseUrl ?? embedded!.url, config.dbPoolSize);
  try {
    await runMigrations(database, config.migrationsDir, async () => {
      if (!seed) return;
      const { admin } = config;
      const created = await bootstrapFirstEmpresa(database.db, {
        nome: admin.empresaNome,
        admin: { nome: admin.nome, email: admin.email, password: admin.password },
      });
      if (created)
        log.info(`Primeira empresa "${admin.empresaNome}" criada com o administrador ${admin.email}.`);
    });
  } catch (error) {
    await database.close();
    await embedded?.stop();
    throw error;
  }
  return { ...database, embedded };
}
