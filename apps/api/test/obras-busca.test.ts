import { TOTAL_CAP } from '@gdo/domain/paging';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from './helpers';
import { created, novoCliente, signInOtherEmpresa } from './registers';

// Decision 180: an obra is found by its own text or its cliente's, the cliente's document kept on
// the obra by triggers (migration 0022). One ordered, paged list across both; each obra once; the
// copy follows every write of either table, whoever writes; the count is capped past TOTAL_CAP.

let t: TestApp;
let token: string;
let marta: { id: number };
let pedro: { id: number };
const obra: Record<string, { id: number; versao: number }> = {};

const list = async (query: string, as = token) => {
  const res = await call(t.app, { url: `/api/obras/list?${query}`, token: as });
  expect(res.statusCode).toBe(200);
  const rows = res.json() as { id: number; nome: string; cliente_nome: string; versao: number }[];
  return { rows, total: res.headers['x-total-count'], capped: res.headers['x-total-capped'] };
};
const nomes = async (query: string) => (await list(query)).rows.map((row) => row.nome);
const get = async (id: number) => (await call(t.app, { url: `/api/obras/get/${id}`, token })).json();
const edit = (url: string, body: unknown) => call(t.app, { method: 'PUT', url, token, body });

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token;
  marta = await created(t, token, '/api/clientes/create', novoCliente(8201, { nome: 'Marta Girassol' }));
  pedro = await created(t, token, '/api/clientes/create', novoCliente(8202, { nome: 'Pedro Nunes' }));
  const obras: [string, number][] = [
    ['Casa Girassol Azul', pedro.id], // its own name matches
    ['Armazém Central', marta.id], // its cliente's name matches
    ['Bloco Girassol', marta.id], // both match: listed once
    ['Depósito Norte', pedro.id], // neither
  ];
  for (const [nome, id_cliente] of obras) {
    obra[nome] = await created(t, token, '/api/obras/create', { nome, id_cliente });
  }
  const vizinha = await signInOtherEmpresa(t);
  const dela = await created(
    t,
    vizinha,
    '/api/clientes/create',
    novoCliente(8203, { nome: 'Girassol Vizinho' }),
  );
  await created(t, vizinha, '/api/obras/create', { nome: 'Obra Girassol Vizinha', id_cliente: dela.id });
});
afterAll(() => t.close());

describe("obras found by their own text or their cliente's", () => {
  it('lists both halves once, in the list order, paged across them, with the exact total', async () => {
    expect(await nomes('q=girassol')).toEqual(['Armazém Central', 'Bloco Girassol', 'Casa Girassol Azul']);
    const pages = await Promise.all([1, 2, 3, 4].map((n) => list(`q=GIRASSOL&page=${n}&pageSize=1`)));
    expect(pages.map((p) => p.rows.map((row) => row.nome))).toEqual([
      ['Armazém Central'],
      ['Bloco Girassol'],
      ['Casa Girassol Azul'],
      [],
    ]);
    expect(pages.map((p) => [p.total, p.capped])).toEqual(Array(4).fill(['3', undefined]));
    expect(await nomes('q=girassol&sort=-nome&page=1&pageSize=2')).toEqual([
      'Casa Girassol Azul',
      'Bloco Girassol',
    ]);
    expect(await nomes('q=girassol&sort=cliente_nome')).toEqual([
      'Armazém Central',
      'Bloco Girassol',
      'Casa Girassol Azul',
    ]);
    expect(await nomes(`q=girassol&id_cliente=${marta.id}`)).toEqual(['Armazém Central', 'Bloco Girassol']);
  });

  it("follows an edit of the cliente without raising the obra's versao", async () => {
    expect((await edit(`/api/clientes/edit/${marta.id}`, { nome: 'Marta Lírio' })).statusCode).toBe(200);
    expect(await nomes('q=girassol')).toEqual(['Bloco Girassol', 'Casa Girassol Azul']);
    expect(await nomes('q=LIRIO')).toEqual(['Armazém Central', 'Bloco Girassol']);
    const armazem = await get(obra['Armazém Central']!.id);
    expect([armazem.cliente_nome, armazem.versao]).toEqual(['Marta Lírio', obra['Armazém Central']!.versao]);
    // The obra's own edit, sent with the versao it read, is not refused because its cliente changed.
    const res = await edit(`/api/obras/edit/${armazem.id}`, { tipo: 'Galpão', versao: armazem.versao });
    expect([res.statusCode, res.json().versao]).toEqual([200, armazem.versao + 1]);
  });

  it('follows a change of cliente, which is an edit of the obra', async () => {
    const deposito = obra['Depósito Norte']!;
    const res = await edit(`/api/obras/edit/${deposito.id}`, { id_cliente: marta.id });
    expect([res.statusCode, res.json().versao]).toEqual([200, deposito.versao + 1]);
    expect(await nomes('q=lirio')).toEqual(['Armazém Central', 'Bloco Girassol', 'Depósito Norte']);
    expect(await nomes('q=nunes')).toEqual(['Casa Girassol Azul']);
  });

  it('keeps the copy right whoever writes: SQL by hand cannot set it', async () => {
    await t.database.db.execute(
      sql`UPDATE obras SET busca_cliente = 'outra coisa' WHERE id = ${obra['Bloco Girassol']!.id}`,
    );
    expect(await nomes('q=outra coisa')).toEqual([]);
    expect(await nomes('q=lirio')).toContain('Bloco Girassol');
  });

  it("caps the count of a cliente's common word and pages it without overlap", async () => {
    await t.database.db.execute(sql`
      INSERT INTO obras (empresa_id, id_cliente, nome, status)
      SELECT 1, ${pedro.id}, 'Galpão ' || lpad(i::text, 5, '0'), 1 FROM generate_series(1, ${TOTAL_CAP + 20}) AS i`);
    await t.database.db.execute(sql`ANALYZE obras`);
    const first = await list('q=nunes&page=1&pageSize=50');
    expect([first.total, first.capped]).toEqual([String(TOTAL_CAP), '1']);
    expect(first.rows[0]!.nome).toBe('Casa Girassol Azul');
    expect(first.rows[1]!.nome).toBe('Galpão 00001');
    const deep = await Promise.all([100, 101].map((n) => list(`q=nunes&page=${n}&pageSize=50`)));
    const names = deep.flatMap((p) => p.rows.map((row) => row.nome));
    expect(names[0]).toBe('Galpão 04950');
    expect(new Set(names).size).toBe(100);
    expect(names).toEqual([...names].sort());
  });

  it('saves an obra, its cliente sent again, and an edit of that cliente at the same moment', async () => {
    // The obra's edit locks its row first; the cliente's edit, meanwhile, waits for that row to
    // copy its new document there. The obra's UPDATE must then not wait for the cliente's row, or
    // PostgreSQL ends one of the two as a deadlock (a 500).
    const armazem = await get(obra['Armazém Central']!.id);
    const esperando = async (n: number) => {
      for (let i = 0; i < 400; i++) {
        const { rows } = await t.database.pool.query<{ n: number }>(
          `select count(*)::int n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (rows[0]!.n >= n) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`${n} transações não chegaram a esperar`);
    };
    const trava = await t.database.pool.connect();
    try {
      await trava.query('BEGIN');
      await trava.query('SELECT 1 FROM obras WHERE id = $1 FOR UPDATE', [armazem.id]);
      const daObra = edit(`/api/obras/edit/${armazem.id}`, {
        nome: 'Armazém Central Sul',
        id_cliente: armazem.id_cliente,
      });
      await esperando(1);
      const doCliente = edit(`/api/clientes/edit/${marta.id}`, { nome: 'Marta Rosa' });
      await esperando(2);
      await trava.query('COMMIT');
      const respostas = await Promise.all([daObra, doCliente]);
      expect(respostas.map((res) => [res.statusCode, res.json().nome])).toEqual([
        [200, 'Armazém Central Sul'],
        [200, 'Marta Rosa'],
      ]);
    } finally {
      trava.release();
    }
    expect(await nomes('q=rosa')).toEqual(['Armazém Central Sul', 'Bloco Girassol', 'Depósito Norte']);
  });
});
