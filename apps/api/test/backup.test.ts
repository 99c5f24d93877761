import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Foto } from '@gdo/domain/diario-foto';
import type { Diario } from '@gdo/domain/diario-response';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { backupDatabase, restoreDatabase } from '../src/db/backup';
import { connect, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { fotoEnviada, imagem } from './diario-fotos';
import { assinar, criarDiario, diarios, diasAtras, novoDiario } from './diarios';
import { call, createTestApp, databaseUrl, signIn, type TestApp } from './helpers';
import { lancar, novoLancamento, seedCena } from './lancamentos';

let source: TestApp;
let dir: string;
let assinado: Diario;
let foto: Foto;
let fotoOriginal: Buffer;

/** Every row of every public table, as text, to compare two databases. */
async function snapshot({ pool }: Database): Promise<Record<string, string[]>> {
  const { rows: tables } = await pool.query<{ t: string }>(
    `SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  );
  const result: Record<string, string[]> = {};
  for (const { t } of tables) {
    const { rows } = await pool.query<{ r: string }>(`SELECT x::text AS r FROM "${t}" x ORDER BY 1`);
    result[t] = rows.map((r) => r.r);
  }
  return result;
}

beforeAll(async () => {
  source = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), 'gdo-backup-'));
  const { token } = await signIn(source.app);
  await call(source.app, {
    method: 'POST',
    url: '/api/clientes/create',
    token,
    body: {
      nome: 'Cliente com "aspas", tab\\t e ç',
      cpf_cnpj: '529.982.247-25',
      telefone: '11987654321',
      email: 'c@x.com.br',
    },
  });
  // Entries in both books, one paid: the derived totals must come back from the restore too.
  const cena = await seedCena(source, token);
  await lancar(source, token, 'rdo', novoLancamento(cena, { valor_pagamento: '400.10' }));
  await lancar(source, token, 'rda', novoLancamento(cena, { valor_comprometido: '77.77' }));
  // The diário: a signed report with a retificação (the chain must verify after a restore) and a rascunho.
  assinado = await criarDiario(source, token, novoDiario(cena, { data: diasAtras(2) }));
  fotoOriginal = await imagem('jpeg', 1, 640, 480);
  foto = await fotoEnviada(source, token, assinado.id, fotoOriginal, 'Fundação');
  await assinar(source, token, assinado.id);
  await diarios(source, token, 'POST', `retificar/${assinado.id}`, {
    texto: 'Correção "entre aspas"\tcom tab',
  });
  await criarDiario(source, token, novoDiario(cena, { data: diasAtras(1) }));
});
afterAll(async () => {
  await source.close();
  rmSync(dir, { recursive: true, force: true });
});

async function freshMigratedDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const { createTestDatabase } = await import('./helpers');
  const target = await createTestDatabase();
  // The template already holds an empresa; a restore target must be empty, so clear it.
  await target.database.pool.query('TRUNCATE empresas, usuarios, sessoes, limites_login CASCADE');
  await runMigrations(target.database, loadConfig({}).migrationsDir);
  return { database: target.database, drop: target.drop };
}

const run = promisify(execFile);
const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const ADMIN_CLI = fileURLToPath(new URL('../src/cli/admin.ts', import.meta.url));
const adminCommand = (databaseUrl: string, args: string[]) =>
  run(TSX, [ADMIN_CLI, ...args], { env: { ...process.env, DATABASE_URL: databaseUrl } });

describe('npm run admin -- backup / restore', () => {
  it('round-trips through the command into a brand-new empty database', async () => {
    const file = join(dir, 'cli.gdo');
    await adminCommand(source.url, ['backup', '--arquivo', file]);
    const name = `${inject('pgTemplate')}_vazio_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: inject('pgServerUrl') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const { stdout } = await adminCommand(databaseUrl(name), ['restore', '--arquivo', file]);
    expect(JSON.parse(stdout.trim().split('\n').pop()!).linhas).toBeGreaterThan(2);
    const restored = connect(databaseUrl(name), 2);
    try {
      expect(await snapshot(restored)).toEqual(await snapshot(source.database));
    } finally {
      await restored.close();
    }
  });
});

describe('backup and restore', () => {
  it('restores into a fresh database exactly what was there, and ids continue after it', async () => {
    const file = join(dir, 'backup.gdo');
    const { tabelas } = await backupDatabase(source.database.pool, file);
    expect(tabelas).toBeGreaterThan(5);
    const target = await freshMigratedDatabase();
    try {
      const { linhas } = await restoreDatabase(target.database.pool, file);
      expect(linhas).toBeGreaterThan(2);
      expect(await snapshot(target.database)).toEqual(await snapshot(source.database));
      const restoredApp = await buildApp({ config: source.config, db: target.database.db });
      try {
        const { token } = await signIn(restoredApp);
        const url = `/api/diarios/verificar/obra/${assinado.obra}`;
        expect((await call(restoredApp, { url, token })).json()).toEqual({
          integro: true,
          relatorios: [{ id: assinado.id, numero: 1, integro: true }],
        });
        // The photo's files came back, and its link (signed with the database's key) still opens them.
        const { fotos } = (await call(restoredApp, { url: `/api/diarios/get/${assinado.id}`, token })).json();
        expect(fotos).toMatchObject([{ id: foto.id, legenda: 'Fundação', sha256: foto.sha256 }]);
        for (const [url, tipo] of [
          [foto.original_url, 'image/jpeg'],
          [fotos[0].miniatura_url, 'image/jpeg'],
        ] as const) {
          const res = await restoredApp.inject({ method: 'GET', url });
          expect([res.statusCode, res.headers['content-type']]).toEqual([200, tipo]);
        }
        const original = await restoredApp.inject({ method: 'GET', url: foto.original_url });
        expect(original.rawPayload.equals(fotoOriginal)).toBe(true);
      } finally {
        await restoredApp.close();
      }
      const { rows } = await target.database.pool.query<{ id: number }>(
        `INSERT INTO empresas (nome) VALUES ('Nova') RETURNING id`,
      );
      expect(rows[0]!.id).toBeGreaterThan(1);
    } finally {
      await target.drop();
    }
  });

  it('refuses a non-empty target and a damaged file, leaving the target untouched', async () => {
    const file = join(dir, 'backup2.gdo');
    await backupDatabase(source.database.pool, file);
    await expect(restoreDatabase(source.database.pool, file)).rejects.toThrow('não está vazio');
    const truncated = join(dir, 'truncated.gdo');
    const text = readFileSync(file, 'utf8');
    writeFileSync(truncated, `${text.slice(0, text.lastIndexOf('@@ table'))}@@ table usuarios\n1\tx\n`);
    const target = await freshMigratedDatabase();
    try {
      await expect(restoreDatabase(target.database.pool, truncated)).rejects.toThrow();
      const { rows } = await target.database.pool.query<{ n: string }>('SELECT count(*) AS n FROM empresas');
      expect(rows[0]!.n).toBe('0');
    } finally {
      await target.drop();
    }
  });
});
