import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN } from './scenarios';

const SERVER = fileURLToPath(new URL('../../apps/api/dist/server.js', import.meta.url));

export type ApiProcess = { baseUrl: string; databaseUrl: string; stop: () => Promise<void> };

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('API did not start');
}

/**
 * The built API in its own process, as `npm start` runs it, on the embedded or an external database;
 * with `serveWeb` it also serves the built web app (apps/web/dist), as `npm start` does.
 */
export async function startApi({
  port,
  dataDir,
  databaseUrl,
  serveWeb = false,
  server = SERVER,
}: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  serveWeb?: boolean;
  /** Another build's server.js (the A/B comparison's snapshots, ab.ts); this checkout's by default. */
  server?: string;
}): Promise<ApiProcess> {
  // API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the API under the bench's load.
  const nodeArgs = process.env.API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, server], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SERVE_WEB: String(serveWeb),
      LOG_LEVEL: 'warn',
      LOGIN_MAX_FAILURES: '1000000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child);
  const url =
    databaseUrl ??
    (() => {
      const { port: pgPort } = JSON.parse(readFileSync(join(dataDir, 'embedded-server.json'), 'utf8'));
      const password = readFileSync(join(dataDir, 'pg-password'), 'utf8').trim();
      return `postgres://postgres:${password}@127.0.0.1:${pgPort}/postgres`;
    })();
  return {
    baseUrl,
    databaseUrl: url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A session token of `credentials`, as the web app gets it. */
export async function signIn(baseUrl: string, credentials: { email: string; password: string }) {
  const response = await fetch(`${baseUrl}/api/autenticacao/autenticar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
