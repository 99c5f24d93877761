import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type ApiProcess, startApi } from './api-process';

// BENCH_API_PORT moves the API (and, one above it, the ceiling) off 3400, so two benches of
// different worktrees can run on one machine.
export const API_PORT = Number(process.env.BENCH_API_PORT ?? 3400);

/** A fresh database of one target, kept across API restarts until closed. */
export type Database = {
  start: (options?: { serveWeb?: boolean }) => Promise<ApiProcess>;
  close: () => Promise<void>;
};

export type Target = { name: string; embedded: boolean; open: () => Promise<Database> };

export function embeddedTarget(): Target {
  return {
    name: 'PostgreSQL embutido',
    embedded: true,
    open: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'gdo-bench-'));
      return {
        start: ({ serveWeb } = {}) => startApi({ port: API_PORT, dataDir: dir, serveWeb }),
        close: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  };
}

export function externalTarget(serverUrl: string): Target {
  return {
    name: 'PostgreSQL externo',
    embedded: false,
    open: async () => {
      const name = `gdo_bench_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return {
        start: ({ serveWeb } = {}) =>
          startApi({ port: API_PORT, dataDir: tmpdir(), databaseUrl: url.toString(), serveWeb }),
        close: async () => {
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await admin.end();
        },
      };
    },
  };
}
