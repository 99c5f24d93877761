import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));

/** The API as `npm start` runs it, in a child process whose output the test reads. */
export type ServerProcess = {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Resolves when a line of stdout or stderr matches. */
  waitForLine: (pattern: RegExp, timeoutMs?: number) => Promise<string>;
};

export function startServer(env: Record<string, string>, options: SpawnOptions = {}): ServerProcess {
  const child = spawn(TSX, [SERVER], {
    ...options,
    env: { ...process.env, HOST: '127.0.0.1', SERVE_WEB: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const waiters = new Set<() => void>();
  const collect = (append: (s: string) => void) => (chunk: Buffer) => {
    append(chunk.toString());
    for (const waiter of waiters) waiter();
  };
  child.stdout!.on(
    'data',
    collect((s) => (out += s)),
  );
  child.stderr!.on(
    'data',
    collect((s) => (err += s)),
  );
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitForLine = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const line = `${out}\n${err}`.split('\n').find((l) => pattern.test(l));
        if (line === undefined) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(line);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no line ${pattern} in:\n${out}\n${err}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return { child, stdout: () => out, stderr: () => err, exited, waitForLine };
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Polls GET /api/health until it answers 200. */
export async function healthy(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`health of port ${port}: ${status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Pids of the postmasters running on a DATA_DIR, found in /proc by their `-D` argument. */
export function postmastersOf(dataDir: string): number[] {
  const pgdata = join(dataDir, 'pg');
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (args.some((a) => a.endsWith('/postgres')) && args.includes(pgdata)) pids.push(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return pids;
}

/** The postmaster's pid, from the postmaster.pid it writes. */
export function postmasterPid(dataDir: string): number | undefined {
  const file = join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  return Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
}
