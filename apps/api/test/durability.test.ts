import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { databaseUrl } from './helpers';

// Each run: a writer commits rows and acknowledges them; at a random moment the writer and (on the
// embedded server) its PostgreSQL are killed with SIGKILL; the database must open again and hold
// every acknowledged row. RELIABILITY_RUNS=20 for the full count; CI uses fewer.
const RUNS = Number(process.env.RELIABILITY_RUNS ?? 4);
const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const WRITER = fileURLToPath(new URL('./reliability/durability-writer.ts', import.meta.url));

async function crashRun(env: Record<string, string>): Promise<string[]> {
  // detached: the writer leads its own process group, so one kill reaches its PostgreSQL too.
  const child = spawn(TSX, [WRITER], {
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const acknowledged: string[] = [];
  let buffer = '';
  let ready = false;
  await new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', () => resolve());
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) {
        if (line === 'ready') {
          ready = true;
          setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 100 + Math.random() * 700);
        } else if (ready) acknowledged.push(line);
      }
    });
  });
  // The group's processes die with the signal but are reaped a moment later: wait for that.
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(-child.pid!, 0);
      await new Promise((r) => setTimeout(r, 50));
    } catch {
      break;
    }
  }
  return acknowledged;
}

async function idsIn(url: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('SELECT id FROM durabilidade');
    return new Set(rows.map((r) => r.id));
  } finally {
    await client.end();
  }
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** One crash on the embedded server: the writer and its PostgreSQL die; reopen and read. */
async function embeddedRun(dir: string): Promise<{ acknowledged: string[]; stored: Set<string> }> {
  const acknowledged = await crashRun({ DURABILITY_DATA_DIR: dir, DATABASE_URL: '' });
  const server = await startEmbeddedPostgres(dir, { info: () => {}, warn: () => {} });
  try {
    return { acknowledged, stored: await idsIn(server.url) };
  } finally {
    await server.stop();
  }
}

/** One crash against the external server: only the writer dies; the server is shared. */
async function externalRun(url: string): Promise<{ acknowledged: string[]; stored: Set<string> }> {
  const acknowledged = await crashRun({ DATABASE_URL: url, DURABILITY_DATA_DIR: '' });
  return { acknowledged, stored: await idsIn(url) };
}

const EMBEDDED = (process.env.GDO_TEST_DB ?? 'embedded') === 'embedded';

describe(`durability (${EMBEDDED ? 'embutido' : 'externo'})`, () => {
  it(`keeps every acknowledged write through ${RUNS} SIGKILLs`, async () => {
    let run: () => Promise<{ acknowledged: string[]; stored: Set<string> }>;
    if (EMBEDDED) {
      const dir = mkdtempSync(join(tmpdir(), 'gdo-durability-'));
      dirs.push(dir);
      run = () => embeddedRun(dir);
    } else {
      const admin = new pg.Client({ connectionString: inject('pgServerUrl') });
      await admin.connect();
      const name = `${inject('pgTemplate')}_durab`;
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      run = () => externalRun(databaseUrl(name));
    }
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const { acknowledged, stored } = await run();
      expect(acknowledged.length).toBeGreaterThan(0);
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      total += acknowledged.length;
    }
    console.log(
      `durabilidade (${EMBEDDED ? 'embutido' : 'externo'}): ${RUNS} quedas, ${total} gravações confirmadas, 0 perdidas`,
    );
  }, 240_000);
});
