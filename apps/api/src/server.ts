import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { type OpenDatabase, openDatabase } from './db/open';
import { seedFirstEmpresa } from './modules/empresas/service';
import { startupMessage } from './startup-errors';

let config: Config | undefined;
let database: OpenDatabase | undefined;
let app: FastifyInstance | undefined;

// Lines before the app exists go to the console; after, through its logger.
const log = {
  info: (msg: string) => (app ? app.log.info(msg) : console.log(msg)),
  warn: (msg: string) => (app ? app.log.warn(msg) : console.warn(msg)),
};

let closing = false;

/** Stop accepting, let in-flight requests finish, then the pool, then the database. */
async function shutdown(exitCode: number): Promise<never> {
  if (!closing) {
    closing = true;
    await app?.close().catch(() => {});
    await database?.close().catch(() => {});
    await database?.embedded?.stop().catch(() => {});
  }
  process.exit(exitCode);
}

async function main(): Promise<void> {
  // From the first moment: a signal during start-up must not leave PostgreSQL running.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log.info(`${signal} recebido: encerrando.`);
      void shutdown(0);
    });
  }
  config = loadConfig();
  // PostgreSQL died and could not be brought back: exit non-zero so a supervisor starts us again.
  const onLost = () => void shutdown(1);
  const { admin } = config;
  database = await openDatabase(config, log, {
    onLost,
    afterMigrate: (db) => seedFirstEmpresa({ db, admin, log }),
  });
  app = await buildApp({ config, db: database.db });
  await app.listen({ host: config.host, port: config.port });
  if (config.webDistDir) log.info(`Aplicativo em http://localhost:${config.port}/`);
  else log.warn('Aplicativo web não compilado (apps/web/dist): servindo somente a API.');
}

main().catch(async (error) => {
  const message = startupMessage(error, config);
  if (message) console.error(message);
  else console.error('Falha inesperada ao iniciar o serviço:', error);
  await shutdown(1);
});
