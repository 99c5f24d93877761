import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config';
import { connect } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { bootstrapFirstEmpresa } from '../src/modules/empresas/service';
import { TEST_ADMIN } from './fixtures';

declare module 'vitest' {
  interface ProvidedContext {
    /** A server URL (any database) and the migrated, seeded template every test file copies. */
    pgServerUrl: string;
    pgTemplate: string;
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * One template database per run: migrated and seeded with the first empresa and its admin
 * once, so each test file gets a fresh copy with CREATE DATABASE … TEMPLATE in milliseconds.
 */
export default async function setup(project: TestProject) {
  const target = (project.config.env?.GDO_TEST_DB as string | undefined) ?? 'embedded';
  let stopServer = async () => {};
  let serverUrl = target;
  if (target === 'embedded') {
    const dir = mkdtempSync(join(tmpdir(), 'gdo-test-pg-'));
    const server = await startEmbeddedPostgres(dir, { info: () => {}, warn: () => {} });
    serverUrl = server.url;
    stopServer = async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const template = `gdo_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const database = connect(withDatabase(serverUrl, template), 2);
  try {
    await runMigrations(database, loadConfig({}).migrationsDir, async () => {
      await bootstrapFirstEmpresa(database.db, {
        nome: TEST_ADMIN.empresaNome,
        admin: { nome: TEST_ADMIN.nome, email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      });
    });
  } finally {
    await database.close();
  }
  project.provide('pgServerUrl', serverUrl);
  project.provide('pgTemplate', template);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`${template}%`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
    await stopServer();
  };
}
