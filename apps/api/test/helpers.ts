import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { connect, type Database } from '../src/db/client';
import { TEST_ADMIN } from './fixtures';

export function databaseUrl(name: string): string {
  const url = new URL(inject('pgServerUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh database for one test file, copied from the migrated and seeded template. */
export async function createTestDatabase(): Promise<{
  url: string;
  database: Database;
  drop: () => Promise<void>;
}> {
  const template = inject('pgTemplate');
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('pgServerUrl') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const database = connect(databaseUrl(name), 5);
  return { url: databaseUrl(name), database, drop: () => database.close() };
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  url: string;
  config: Config;
  close: () => Promise<void>;
};

export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const { url, database, drop } = await createTestDatabase();
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', SERVE_WEB: 'false', ...env }), ...overrides };
  const app = await buildApp({ config, db: database.db });
  return {
    app,
    database,
    url,
    config,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/**
 * A second API instance on a test app's database with a pool of its own, as another process behind
 * a load balancer would be: sessions and sign-in failures live in the database (decision 003).
 */
export async function createSiblingApp(t: TestApp, poolSize = 10): Promise<Omit<TestApp, 'url' | 'config'>> {
  const database = connect(t.url, poolSize);
  const app = await buildApp({ config: t.config, db: database.db });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

type Call = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
};

/** One HTTP request through Fastify's router, as a browser would send it. */
export function call(
  app: FastifyInstance,
  { method = 'GET', url, token, body, headers = {} }: Call,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: token } : {}), ...headers },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
}

export async function signIn(
  app: FastifyInstance,
  email: string = TEST_ADMIN.email,
  password: string = TEST_ADMIN.password,
): Promise<{ token: string; id_user: number }> {
  const res = await call(app, {
    method: 'POST',
    url: '/api/autenticacao/autenticar',
    body: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Every statement the app sends through the test app's pool from now on, to see how many a request takes. */
export function recordStatements(t: TestApp): string[] {
  const statements: string[] = [];
  const pool = t.database.pool as unknown as { query: (...args: unknown[]) => unknown };
  const query = pool.query.bind(pool);
  pool.query = (...args: unknown[]) => {
    const first = args[0] as string | { text: string };
    statements.push(typeof first === 'string' ? first : first.text);
    return query(...args);
  };
  return statements;
}

/** What a test file works with: its app, its admin's token and id, then what its seed added. */
export type TestScope<S = object> = { t: TestApp; token: string; adminId: number } & S;

/**
 * A test file's own app: created and signed in as the admin before the file's tests, then `seed`
 * runs with it and its fields join the scope; closed after them. The fields are there once the
 * file's tests and hooks run, not while the file is read.
 */
export function useTestApp<S extends object = object>(
  seed?: (t: TestApp, token: string) => Promise<S>,
): TestScope<S> {
  const scope = {} as TestScope<S>;
  beforeAll(async () => {
    const t = await createTestApp();
    const { token, id_user: adminId } = await signIn(t.app);
    Object.assign(scope, { t, token, adminId }, seed ? await seed(t, token) : {});
  });
  afterAll(() => scope.t.close());
  return scope;
}

/** Runs `work` over `items` with at most `clients` of them in flight, as that many clients would. */
export async function inParallel<T>(
  items: readonly T[],
  clients: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const client = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
}
