import { TOTAL_CAP } from '@gdo/domain/paging';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from './helpers';
import { created, novoCliente, signInOtherEmpresa } from './registers';

// Decision 160: clientes, fornecedores and obras search a stored, accent-free, lower-case document
// (`busca`) with plain LIKE. What a user types must still find what it found before (accents and
// case ignored on both sides, masks), the document must follow every edit, another empresa's rows
// must never appear, and a common word past the cap is "more than 10 000".

let t: TestApp;
let token: string;
let vizinha: string;
const MUITOS = TOTAL_CAP + 80;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token;
  vizinha = await signInOtherEmpresa(t);
  await t.database.db.execute(sql`
    INSERT INTO clientes (empresa_id, cpf_cnpj, nome, telefone, email, status)
    SELECT 1, lpad(i::text, 11, '0'),
           CASE WHEN i % 100 = 0 THEN 'Conceição Araújo ' WHEN i % 10 = 0 THEN 'Ana Silva ' ELSE 'João Souza ' END || i,
           '1199' || lpad(i::text, 7, '0'), 'c' || i || '@exemplo.com.br', 1
    FROM generate_series(1, ${MUITOS}) AS i`);
  await t.database.db.execute(sql`
    INSERT INTO obras (empresa_id, id_cliente, nome, engenheiro, status)
    SELECT 1, c.id, 'Obra ' || c.id, 'Eng. Estevão', 1 FROM clientes c WHERE c.empresa_id = 1 AND c.id % 7 = 0`);
  await t.database.db.execute(sql`ANALYZE clientes, obras`);
}, 120_000);
afterAll(() => t.close());

async function list(url: string, as = token) {
  const res = await call(t.app, { url, token: as });
  expect(res.statusCode).toBe(200);
  return {
    rows: res.json() as Record<string, unknown>[],
    total: res.headers['x-total-count'],
    capped: res.headers['x-total-capped'],
  };
}
const ids = (rows: Record<string, unknown>[]) => rows.map((row) => row.id);

describe('search on the stored document', () => {
  it('finds the same rows whatever the accents and case typed', async () => {
    const forms = ['conceição araújo', 'CONCEICAO ARAUJO', 'Conceicao Araujo', 'cONCEIÇÃO aRAÚJO'];
    const answers = await Promise.all(
      forms.map((q) => list(`/api/clientes/list?q=${encodeURIComponent(q)}&page=1&pageSize=200`)),
    );
    expect(answers[0]!.total).toBe(String(Math.floor(MUITOS / 100)));
    expect(answers[0]!.rows.every((c) => String(c.nome).startsWith('Conceição Araújo'))).toBe(true);
    for (const answer of answers) expect(ids(answer.rows)).toEqual(ids(answers[0]!.rows));
    const obras = await Promise.all(
      ['estevao', 'ESTEVÃO'].map((q) =>
        list(`/api/obras/list?q=${encodeURIComponent(q)}&page=1&pageSize=50`),
      ),
    );
    expect(obras[0]!.total).toBe(String(Math.floor(MUITOS / 7)));
    expect(ids(obras[1]!.rows)).toEqual(ids(obras[0]!.rows));
  });

  it('never writes the document into an answer', async () => {
    const { rows } = await list('/api/clientes/list?q=silva&page=1&pageSize=5');
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row).not.toHaveProperty('busca');
    const obra = await list('/api/obras/list?page=1&pageSize=1');
    expect(obra.rows[0]).not.toHaveProperty('busca');
  });

  it('follows an edit: the old name is no longer found, the new one is', async () => {
    const cliente = await created(
      t,
      token,
      '/api/clientes/create',
      novoCliente(9101, { nome: 'Içara Ômega' }),
    );
    expect(ids((await list('/api/clientes/list?q=icara omega')).rows)).toEqual([cliente.id]);
    const res = await call(t.app, {
      method: 'PUT',
      url: `/api/clientes/edit/${cliente.id}`,
      token,
      body: { nome: 'Úrsula Pêssego' },
    });
    expect(res.statusCode).toBe(200);
    expect((await list('/api/clientes/list?q=icara omega')).rows).toEqual([]);
    expect(ids((await list('/api/clientes/list?q=URSULA PESSEGO')).rows)).toEqual([cliente.id]);
  });

  it("never shows another empresa's rows, even when they match", async () => {
    const dela = await created(
      t,
      vizinha,
      '/api/clientes/create',
      novoCliente(9102, { nome: 'Conceição Vizinha' }),
    );
    const minha = await list('/api/clientes/list?q=conceicao&page=1&pageSize=500');
    expect(minha.total).toBe(String(Math.floor(MUITOS / 100)));
    expect(ids(minha.rows)).not.toContain(dela.id);
    const deLa = await list('/api/clientes/list?q=conceicao&page=1&pageSize=50', vizinha);
    expect([ids(deLa.rows), deLa.total]).toEqual([[dela.id], '1']);
  });

  it('caps the total of a common word, the same with any case, and its deep pages do not overlap', async () => {
    const lower = await list('/api/clientes/list?q=exemplo&page=1&pageSize=50');
    const upper = await list('/api/clientes/list?q=EXEMPLO&page=1&pageSize=50');
    expect([lower.total, lower.capped]).toEqual([String(TOTAL_CAP), '1']);
    expect(ids(upper.rows)).toEqual(ids(lower.rows));
    const pages = await Promise.all(
      [100, 101, 102].map((n) => list(`/api/clientes/list?q=exemplo&sort=-nome&page=${n}&pageSize=50`)),
    );
    const deep = pages.flatMap((p) => ids(p.rows));
    expect(new Set(deep).size).toBe(150);
    const names = pages.flatMap((p) => p.rows.map((c) => String(c.nome)));
    const sorted = [...names].sort((a, b) => b.localeCompare(a, 'pt-BR', { numeric: true }));
    expect(names).toEqual(sorted);
  });
});
