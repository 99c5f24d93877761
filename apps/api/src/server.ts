import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/open';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = {
    info: (msg: string) => console.log(msg),
    warn: (msg: string) => console.warn(msg),
  };
  const database = await openDatabase(config, log);
  const app = await buildApp({ config, db: database.db });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} recebido: encerrando.`);
    // Stop accepting, let in-flight requests finish, then the pool, then the database.
    await app.close();
    await database.close();
    await database.embedded?.stop();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutdown(signal));

  await app.listen({ host: config.host, port: config.port });
  if (config.webDistDir) app.log.info(`Aplicativo em http://localhost:${config.port}/`);
  else app.log.warn('Aplicativo web não compilado (apps/web/dist): servindo somente a API.');
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
