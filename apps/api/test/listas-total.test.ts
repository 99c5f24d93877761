import { TOTAL_CAP } from '@gdo/domain/paging';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, recordStatements, signIn, type TestApp } from './helpers';

// Issue 15, decision 123: a paged list reads its rows and its total in one query, and counts at
// most TOTAL_CAP + 1 matching rows: past ten thousand it says so (X-Total-Count: 10000 and
// X-Total-Capped: 1) instead of counting every row.

let t: TestApp;
let token: string;
let statements: string[] = [];
const MAIS = TOTAL_CAP + 37;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token;
  // MAIS clientes and obras, one cliente in twenty inactive; 'Silva' in about one name in ten.
  await t.database.db.execute(sql`
    INSERT INTO clientes (empresa_id, cpf_cnpj, nome, telefone, email, status)
    SELECT 1, lpad(i::text, 11, '0'), CASE WHEN i % 10 = 0 THEN 'Ana Silva ' ELSE 'João Souza ' END || i,
           '1199' || lpad(i::text, 7, '0'), 'c' || i || '@exemplo.com.br', CASE WHEN i % 20 = 0 THEN 2 ELSE 1 END
    FROM generate_series(1, ${MAIS}) AS i`);
  await t.database.db.execute(sql`
    INSERT INTO obras (empresa_id, id_cliente, nome, status)
    SELECT 1, c.id, 'Obra ' || c.nome, 1 FROM clientes c WHERE c.empresa_id = 1`);
  await t.database.db.execute(sql`ANALYZE clientes, obras`);
  statements = recordStatements(t);
}, 120_000);
afterAll(() => t.close());

async function page(url: string) {
  statements.length = 0;
  const res = await call(t.app, { url, token });
  expect(res.statusCode).toBe(200);
  return {
    rows: res.json() as { id: number; nome: string }[],
    total: res.headers['x-total-count'],
    capped: res.headers['x-total-capped'],
    // The list's own statements: the session lookup reads sessoes, not the register.
    reads: statements.filter((s) => /from "(clientes|obras)"/.test(s)).length,
  };
}

describe('paged list totals', () => {
  it('says "more than 10 000" past the cap, in the same query as the rows', async () => {
    for (const register of ['clientes', 'obras']) {
      const first = await page(`/api/${register}/list?page=1&pageSize=50`);
      expect(first.rows).toHaveLength(50);
      expect([first.total, first.capped]).toEqual([String(TOTAL_CAP), '1']);
      expect(first.reads).toBe(1);
    }
  });

  it('counts exactly under the cap, with no capped header', async () => {
    const silva = await page('/api/clientes/list?q=silva&page=1&pageSize=50');
    expect(silva.rows.every((c) => c.nome.includes('Silva'))).toBe(true);
    expect([silva.total, silva.capped]).toEqual([String(Math.floor(MAIS / 10)), undefined]);
    expect(silva.reads).toBe(1);
    const inativos = await page('/api/clientes/list?status=2&page=3&pageSize=100');
    expect([inativos.total, inativos.capped]).toEqual([String(Math.floor(MAIS / 20)), undefined]);
    const nenhum = await page('/api/clientes/list?q=ninguem-tem-este-nome&page=1&pageSize=50');
    expect([nenhum.rows, nenhum.total, nenhum.capped]).toEqual([[], '0', undefined]);
  });

  it('still answers the total for a page past the last one, and leaves unpaged lists alone', async () => {
    const alem = await page('/api/clientes/list?q=silva&page=999&pageSize=50');
    expect([alem.rows, alem.total]).toEqual([[], String(Math.floor(MAIS / 10))]);
    const longe = await page('/api/clientes/list?page=9999&pageSize=100');
    expect([longe.rows, longe.total, longe.capped]).toEqual([[], String(TOTAL_CAP), '1']);
    const inteira = await call(t.app, { url: '/api/clientes/list?q=silva', token });
    expect(inteira.headers['x-total-count']).toBeUndefined();
    expect(inteira.json()).toHaveLength(Math.floor(MAIS / 10));
  });

  it('pages by the same order as before: no row twice, none lost, across a page boundary', async () => {
    const one = await page('/api/clientes/list?q=silva&sort=nome&page=1&pageSize=100');
    const two = await page('/api/clientes/list?q=silva&sort=nome&page=2&pageSize=100');
    const ids = [...one.rows, ...two.rows].map((c) => c.id);
    expect(new Set(ids).size).toBe(200);
    expect(one.rows.some((c) => 'gdo_total_limitado' in c)).toBe(false);
  });
});
