import { brotliDecompressSync } from 'node:zlib';
import { LANCAMENTO_TOTAL_HEADERS } from '@gdo/domain/lancamento-response';
import { addMoney } from '@gdo/domain/money';
import { TOTAL_HEADER } from '@gdo/domain/paging';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_APPLICATION } from '../src/plugins/db-notifications';
import { call, createSiblingApp, createTestApp, recordStatements, signIn, type TestApp } from './helpers';
import { type Cena, novoLancamento, seedCena } from './lancamentos';
import { created, novoCliente, signInOtherEmpresa, signInWithRole } from './registers';

// Decision 229: each API process keeps the lists' answers (here a minute, so only the database's
// notifications can explain a change seen) and forgets them at the commit of any change to the
// data, made by any process or by SQL outside the API.

let a: TestApp;
let b: Awaited<ReturnType<typeof createSiblingApp>>;
let token: string;
let cena: Cena;
let statementsOnB: string[];
const duringNextRead = new Map<string, () => Promise<void>>();

beforeAll(async () => {
  a = await createTestApp({}, { answerCacheMs: 60_000, sessionCacheMs: 60_000 });
  b = await createSiblingApp(a);
  await b.app.ready();
  token = (await signIn(a.app)).token;
  cena = await seedCena(a, token);
  statementsOnB = recordStatements({ ...a, ...b });
  // Something to run after B's next read of a table, before B answers.
  const pool = b.database.pool as unknown as { query: (...args: unknown[]) => Promise<unknown> };
  const query = pool.query.bind(pool);
  pool.query = async (...args: unknown[]) => {
    const first = args[0] as string | { text: string };
    const text = typeof first === 'string' ? first : first.text;
    const result = await query(...args);
    for (const [table, work] of duringNextRead) {
      if (!text.includes(`from "${table}"`)) continue;
      duringNextRead.delete(table);
      await work();
    }
    return result;
  };
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const onB = (url: string, who = token) => call(b.app, { url, token: who });
const readsOf = (table: string) => statementsOnB.filter((s) => s.includes(`"${table}"`)).length;
/** Cuts the connections LISTENing to this database, as a restart of PostgreSQL would. */
async function cutListeners() {
  const cut = await a.database.pool.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
    [NOTIFICATIONS_APPLICATION],
  );
  return cut.rowCount;
}
const listeners = async () =>
  Number(
    (
      await a.database.pool.query<{ n: string }>(
        'select count(*) as n from pg_stat_activity where application_name = $1 and datname = current_database()',
        [NOTIFICATIONS_APPLICATION],
      )
    ).rows[0]!.n,
  );
const nomes = (res: { json: () => unknown }) => (res.json() as { nome: string }[]).map((c) => c.nome);

describe('answers kept per process', () => {
  it('answers the same list again without the database, with the same body and totals', async () => {
    const url = '/api/clientes/list?page=1&pageSize=50&sort=nome';
    const first = await onB(url);
    const before = readsOf('clientes');
    const second = await onB(url);
    expect(readsOf('clientes')).toBe(before);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers[TOTAL_HEADER]).toBe(first.headers[TOTAL_HEADER]);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
  });

  it('asks the database once for twenty requests of the same list arriving together', async () => {
    await created(a, token, '/api/clientes/create', novoCliente(700, { nome: 'Enxame' }));
    const url = '/api/clientes/list?q=Enxame&page=1&pageSize=50';
    const before = readsOf('clientes');
    const answers = await Promise.all(Array.from({ length: 20 }, () => onB(url)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(nomes(answers[0]!)).toEqual(['Enxame']);
    // The page and its capped total are one statement (decision 162).
    expect(readsOf('clientes')).toBe(before + 1);
  });

  it('computes the answer again for a client asking for a fresh one (Cache-Control: no-cache)', async () => {
    const url = '/api/fornecedores/list?page=1&pageSize=50';
    await onB(url);
    const before = readsOf('fornecedores');
    await onB(url);
    expect(readsOf('fornecedores')).toBe(before);
    const fresh = await call(b.app, { url, token, headers: { 'cache-control': 'no-cache' } });
    expect(fresh.statusCode).toBe(200);
    expect(readsOf('fornecedores')).toBe(before + 1);
  });

  it("keeps the entries' totals in their headers", async () => {
    await created(a, token, '/api/rdo/lancamentos/create', {
      ...novoLancamento(cena),
      documento: cena.rdo.id,
      valor_comprometido: '1234.56',
    });
    const url = `/api/rdo/lancamentos/list/obra/${cena.obra.id}?page=1&pageSize=50`;
    const first = await onB(url);
    const before = readsOf('lancamentos');
    const second = await onB(url);
    expect(readsOf('lancamentos')).toBe(before);
    for (const name of [TOTAL_HEADER, ...Object.values(LANCAMENTO_TOTAL_HEADERS)]) {
      expect(second.headers[name]).toBe(first.headers[name]);
      expect(second.headers[name]).toBeDefined();
    }
    expect(second.headers[LANCAMENTO_TOTAL_HEADERS.aberto]).toBe('1234.56');
  });

  it("keeps an obra's summary, and gives its new money at the next read after an entry", async () => {
    const url = `/api/obras/resumo/${cena.obra.id}`;
    const first = await onB(url);
    expect(first.statusCode).toBe(200);
    // Its statements name their tables unquoted: every statement of B counts.
    const before = statementsOnB.length;
    const second = await onB(url);
    expect(statementsOnB.length).toBe(before);
    expect(second.body).toBe(first.body);
    const comprometido = (res: { json: () => unknown }) =>
      (res.json() as { comprometido: string }).comprometido;
    await created(a, token, '/api/rdo/lancamentos/create', {
      ...novoLancamento(cena),
      documento: cena.rdo.id,
      valor_comprometido: '10.01',
    });
    const third = await onB(url);
    expect(comprometido(third)).toBe(addMoney(comprometido(first), '10.01'));
  });

  it('shows on B, at its next request, what A wrote, five times in a row', async () => {
    const url = '/api/clientes/list?q=Gravado&sort=nome';
    for (let i = 1; i <= 5; i++) {
      await onB(url);
      await created(a, token, '/api/clientes/create', novoCliente(200 + i, { nome: `Gravado ${i}` }));
      const res = await onB(url);
      expect(nomes(res)).toHaveLength(i);
      expect(nomes(res)).toContain(`Gravado ${i}`);
    }
  });

  it('shows a change made by SQL outside the API at once', async () => {
    const url = '/api/clientes/list?q=Mudado&sort=nome';
    await created(a, token, '/api/clientes/create', novoCliente(300, { nome: 'Mudado antes' }));
    expect(nomes(await onB(url))).toEqual(['Mudado antes']);
    expect(nomes(await onB(url))).toEqual(['Mudado antes']);
    await a.database.db.execute(sql`update clientes set nome = 'Mudado depois' where nome = 'Mudado antes'`);
    expect(nomes(await onB(url))).toEqual(['Mudado depois']);
  });

  it("never answers one empresa's list to another, nor one user's to a user of other roles", async () => {
    // Made first: an empresa and users are data, and writing them forgets every answer.
    const vizinha = await signInOtherEmpresa(a);
    const url = '/api/clientes/list?sort=nome';
    const mine = await onB(url);
    expect(nomes(mine).length).toBeGreaterThan(0);
    const theirs = await onB(url, vizinha);
    expect(theirs.statusCode).toBe(200);
    expect(nomes(theirs)).toEqual([]);

    const financeiro = await signInWithRole(a, token, ['financeiro'], 'fin@cache.com.br');
    const contas = '/api/financeiro/contas-a-pagar?page=1&pageSize=50';
    expect((await onB(contas, financeiro)).statusCode).toBe(200);
    expect((await onB(contas, financeiro)).statusCode).toBe(200);
    const diario = await signInWithRole(a, token, ['diario'], 'diario@cache.com.br');
    expect((await onB(contas, diario)).statusCode).toBe(403);
    // The financeiro's roles change on A: the answer B kept for them is not theirs any more.
    const usuarios = (await call(a.app, { url: '/api/users/list', token })).json() as {
      id: number;
      email: string;
      nome: string;
    }[];
    const fin = usuarios.find((u) => u.email === 'fin@cache.com.br')!;
    const edit = await call(a.app, {
      method: 'PUT',
      url: `/api/users/edit/${fin.id}`,
      token,
      body: { nome: fin.nome, email: fin.email, permissoes: ['diario'] },
    });
    expect(edit.statusCode).toBe(200);
    expect((await onB(contas, financeiro)).statusCode).toBe(403);
  });

  it("keeps an empresa's answers while another empresa writes, and forgets them at its own write", async () => {
    const vizinha = await signInOtherEmpresa(a, 'chefe@vizinha2.com.br');
    const url = '/api/clientes/list?sort=nome&pageSize=10';
    const mine = await onB(url);
    expect((await onB(url, vizinha)).json()).toEqual([]);
    const before = readsOf('clientes');
    // The other empresa writes through the API on A, and by SQL outside the API.
    await created(a, vizinha, '/api/clientes/create', novoCliente(800, { nome: 'Da vizinha' }));
    await a.database.db.execute(
      sql`update clientes set nome = 'Da vizinha, mudado' where nome = 'Da vizinha'`,
    );
    expect((await onB(url)).body).toBe(mine.body);
    expect(readsOf('clientes')).toBe(before);
    // Its own list is read again.
    expect(nomes(await onB(url, vizinha))).toEqual(['Da vizinha, mudado']);
    expect(readsOf('clientes')).toBe(before + 1);
    // A statement that changed no row of this empresa says nothing of it; one that did, does.
    await a.database.db.execute(sql`update clientes set nome = nome where false`);
    await onB(url);
    expect(readsOf('clientes')).toBe(before + 1);
    await created(a, token, '/api/clientes/create', novoCliente(801, { nome: 'Aaa da casa' }));
    expect(nomes(await onB(url))[0]).toBe('Aaa da casa');
    expect(readsOf('clientes')).toBe(before + 2);
  });

  it("forgets every empresa's answers at a notification that names none or cannot be read", async () => {
    const url = '/api/clientes/list?sort=nome&pageSize=5';
    const notify = (payload: string) => a.database.pool.query("select pg_notify('gdo_dados', $1)", [payload]);
    // Another empresa's notification keeps this answer: only forgetting everything explains a read.
    await onB(url);
    const kept = readsOf('clientes');
    await notify('999,998');
    await onB(url);
    expect(readsOf('clientes')).toBe(kept);
    for (const payload of ['', 'x,1', '999,', ',999', '999,,998', ' ']) {
      await onB(url);
      const before = readsOf('clientes');
      await onB(url);
      expect(readsOf('clientes')).toBe(before);
      await notify(payload);
      await onB(url);
      expect(readsOf('clientes'), `aviso '${payload}'`).toBe(before + 1);
    }
  });

  it('forgets what it kept when it stops hearing the database, and keeps nothing until it hears again', async () => {
    const url = '/api/clientes/list?q=Surdo';
    await created(a, token, '/api/clientes/create', novoCliente(400, { nome: 'Surdo' }));
    expect(nomes(await onB(url))).toEqual(['Surdo']);
    expect(nomes(await onB(url))).toEqual(['Surdo']);
    // Every connection LISTENing for the data's changes is cut, as a restart of PostgreSQL would,
    // and a change is made while nobody hears it.
    expect(await cutListeners()).toBe(2);
    await a.database.db.execute(sql`update clientes set nome = 'Surdo mudo' where nome = 'Surdo'`);
    const before = readsOf('clientes');
    expect(nomes(await onB('/api/clientes/list?q=Surdo'))).toEqual(['Surdo mudo']);
    expect(nomes(await onB('/api/clientes/list?q=Surdo'))).toEqual(['Surdo mudo']);
    expect(readsOf('clientes')).toBe(before + 2);
    await expect.poll(listeners, { timeout: 5_000 }).toBe(2);
    // The connection shows in pg_stat_activity before its LISTEN has come back (CI saw B read once
    // more after this point): B keeps answers again once one read is served without the database.
    await expect
      .poll(
        async () => {
          const reads = readsOf('clientes');
          await onB(url);
          return readsOf('clientes') === reads;
        },
        { timeout: 5_000 },
      )
      .toBe(true);
    expect(nomes(await onB(url))).toEqual(['Surdo mudo']);
    const heard = readsOf('clientes');
    expect(nomes(await onB(url))).toEqual(['Surdo mudo']);
    expect(readsOf('clientes')).toBe(heard);
  });

  it('does not keep an answer read while a change committed', async () => {
    const url = '/api/clientes/list?q=Corrida';
    await created(a, token, '/api/clientes/create', novoCliente(500, { nome: 'Corrida antes' }));
    // B's read of the list runs, then A's change commits and is heard, then B answers what it read.
    duringNextRead.set('clientes', async () => {
      await a.database.db.execute(
        sql`update clientes set nome = 'Corrida depois' where nome = 'Corrida antes'`,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(nomes(await onB(url))).toEqual(['Corrida antes']);
    expect(nomes(await onB(url))).toEqual(['Corrida depois']);
  });

  it("gives the earlier product's client its own form of a kept answer, and compresses it", async () => {
    const url = '/api/orcamentos/list';
    const legacy = { accept: 'application/json, text/plain, */*' };
    const modern = (await onB(url)).json() as Record<string, unknown>[];
    const before = readsOf('orcamentos');
    const old = (await call(b.app, { url, token, headers: legacy })).json() as Record<string, unknown>[];
    const again = (await onB(url)).json() as Record<string, unknown>[];
    expect(readsOf('orcamentos')).toBe(before);
    expect(modern[0]).not.toHaveProperty('item');
    expect(old[0]).toHaveProperty('item');
    expect(again).toEqual(modern);
    // A list over 1 KB, kept, then asked for compressed.
    const clientes = '/api/clientes/list?sort=nome';
    const plain = await onB(clientes);
    expect(plain.body.length).toBeGreaterThan(1024);
    const kept = readsOf('clientes');
    const br = await call(b.app, { url: clientes, token, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(readsOf('clientes')).toBe(kept);
    expect(readsOf('orcamentos')).toBe(before);
  });
});

it('every table an answer can read tells of its changes, naming the empresas where it has them', async () => {
  const { rows } = await a.database.pool.query<{ tabela: string; avisos: string }>(
    `select c.relname as tabela,
            coalesce(string_agg(t.tgname, ' ' order by t.tgname)
                       filter (where t.tgname like 'dados%avisam' and t.tgenabled <> 'D'), '') as avisos
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       left join pg_trigger t on t.tgrelid = c.oid
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      group by c.relname order by c.relname`,
  );
  const byEmpresa =
    'dados_alterados_avisam dados_apagados_avisam dados_inseridos_avisam dados_truncados_avisam';
  const others = rows.filter((r) => r.avisos !== byEmpresa).map((r) => `${r.tabela}: ${r.avisos}`);
  expect(others).toEqual([
    'diario_foto_arquivos: dados_da_linha_avisam dados_truncados_avisam',
    'idempotencia: ',
    'limites_login: ',
    'pagamento_comprovantes: dados_da_linha_avisam dados_truncados_avisam',
    'segredos: dados_avisam dados_truncados_avisam',
    'sessoes: ',
  ]);
  expect(rows.length).toBeGreaterThan(20);
});

describe('the bound on what is kept', () => {
  let c: TestApp;
  let adminC: string;
  let statements: string[];
  beforeAll(async () => {
    // 40 000 characters in all, so 5 000 per answer: a page of one cliente fits, a page of 50 does not.
    c = await createTestApp({}, { answerCacheMs: 60_000, answerCacheChars: 40_000 });
    adminC = (await signIn(c.app)).token;
    for (let i = 1; i <= 60; i++) await created(c, adminC, '/api/clientes/create', novoCliente(600 + i));
    statements = recordStatements(c);
  });
  afterAll(() => c.close());
  const reads = () => statements.filter((s) => s.includes('"clientes"')).length;
  const page = (n: number, size = 1) =>
    call(c.app, { url: `/api/clientes/list?page=${n}&pageSize=${size}&sort=nome`, token: adminC });

  it('keeps no answer larger than an eighth of the bound', async () => {
    const first = await page(1, 50);
    expect(first.body.length).toBeGreaterThan(5_000);
    const before = reads();
    await page(1, 50);
    expect(reads()).toBe(before + 1);
  });

  it('drops the answer used longest ago when the bound is reached', async () => {
    for (let n = 1; n <= 60; n++) await page(n);
    const before = reads();
    await page(60);
    expect(reads()).toBe(before);
    await page(1);
    expect(reads()).toBe(before + 1);
  });

  it('makes no new entry of an address spelled otherwise', async () => {
    await page(2);
    const before = reads();
    const padded = await call(c.app, {
      url: `/api/clientes/list?pageSize=1&page=2&sort=nome&x=${'a'.repeat(10_000)}`,
      token: adminC,
    });
    expect(padded.statusCode).toBe(200);
    expect(reads()).toBe(before);
  });
});
