import { MESSAGES } from '@gdo/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSiblingApp, createTestApp, signIn, type TestApp } from './helpers';

// Issue 15, decision 124: each API process keeps token → session for a while (here a minute, so
// only the notifications can explain what is seen), and a sign-out, a password change, a user made
// inactive or a role change made through one process holds on the other at its next request.

let a: TestApp;
let b: Awaited<ReturnType<typeof createSiblingApp>>;
let adminToken: string;
const sessionReads: string[] = [];
let seq = 0;

beforeAll(async () => {
  a = await createTestApp({}, { sessionCacheMs: 60_000 });
  b = await createSiblingApp(a);
  await b.app.ready();
  adminToken = (await signIn(a.app)).token;
  // The statements process B sends that look a session up.
  const pool = b.database.pool as unknown as { query: (...args: unknown[]) => unknown };
  const query = pool.query.bind(pool);
  pool.query = (...args: unknown[]) => {
    const first = args[0] as string | { text: string };
    const text = typeof first === 'string' ? first : first.text;
    if (text.includes('from "sessoes"')) sessionReads.push(text);
    return query(...args);
  };
});
afterAll(async () => {
  await b.close();
  await a.close();
});

async function novoUsuario(permissoes: string[]) {
  seq++;
  const email = `cache${seq}@teste.com.br`;
  const password = 'senha-do-teste-1';
  const res = await call(a.app, {
    method: 'POST',
    url: '/api/users/create',
    token: adminToken,
    body: { nome: `Usuário ${seq}`, email, password, permissoes },
  });
  expect(res.statusCode).toBe(200);
  const { token } = await signIn(a.app, email, password);
  return { id: (res.json() as { id: number }).id, token, password, nome: `Usuário ${seq}`, email };
}

const onB = (url: string, token: string) => call(b.app, { url, token });

/** The admin edits a user on process A. */
async function editOnA(user: Awaited<ReturnType<typeof novoUsuario>>, change: Record<string, unknown>) {
  const res = await call(a.app, {
    method: 'PUT',
    url: `/api/users/edit/${user.id}`,
    token: adminToken,
    body: { nome: user.nome, email: user.email, ...change },
  });
  expect(res.statusCode).toBe(200);
}

describe('session cache across two processes', () => {
  it('reads the session once on B for many requests', async () => {
    const { token } = await novoUsuario(['leitura']);
    sessionReads.length = 0;
    for (let i = 0; i < 10; i++) expect((await onB('/api/clientes/list', token)).statusCode).toBe(200);
    expect(sessionReads).toHaveLength(1);
  });

  it('ends on B the session signed out on A, at the next request', async () => {
    for (let round = 0; round < 5; round++) {
      const { token } = await novoUsuario(['leitura']);
      expect((await onB('/api/clientes/list', token)).statusCode).toBe(200);
      const sair = await call(a.app, { method: 'POST', url: '/api/autenticacao/sair', token });
      expect(sair.statusCode).toBe(200);
      const depois = await onB('/api/clientes/list', token);
      expect([depois.statusCode, depois.json().message]).toEqual([401, MESSAGES.tokenInvalido]);
    }
  });

  it('applies on B a role change made on A, at the next request', async () => {
    const user = await novoUsuario(['financeiro']);
    expect((await onB('/api/orcamentos/list', user.token)).statusCode).toBe(200);
    await editOnA(user, { permissoes: ['diario'] });
    expect((await onB('/api/orcamentos/list', user.token)).statusCode).toBe(403);
    expect((await onB('/api/clientes/list', user.token)).statusCode).toBe(200);
  });

  it('ends on B the sessions of a user made inactive or whose password changed on A', async () => {
    const inativo = await novoUsuario(['leitura']);
    expect((await onB('/api/clientes/list', inativo.token)).statusCode).toBe(200);
    await editOnA(inativo, { status: 2 });
    expect((await onB('/api/clientes/list', inativo.token)).statusCode).toBe(401);

    const user = await novoUsuario(['leitura']);
    const other = await signIn(a.app, user.email, user.password);
    expect((await onB('/api/clientes/list', other.token)).statusCode).toBe(200);
    const troca = await call(a.app, {
      method: 'POST',
      url: '/api/users/me/senha',
      token: user.token,
      body: { senha_atual: user.password, nova_senha: 'Cimento-Forte-42' },
    });
    expect(troca.statusCode).toBe(200);
    expect((await onB('/api/clientes/list', other.token)).statusCode).toBe(401);
    expect((await onB('/api/clientes/list', user.token)).statusCode).toBe(200);
  });

  it('forgets a session ended outside the API (psql, the admin CLI) within moments, not the minute', async () => {
    const { token } = await novoUsuario(['leitura']);
    expect((await onB('/api/clientes/list', token)).statusCode).toBe(200);
    await a.database.db.execute(sql`UPDATE sessoes SET revogada_em = now() WHERE revogada_em IS NULL
      AND usuario_id = (SELECT id FROM usuarios WHERE email = ${`cache${seq}@teste.com.br`})`);
    const started = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - started < 2_000) {
      status = (await onB('/api/clientes/list', token)).statusCode;
      if (status === 200) await new Promise((r) => setTimeout(r, 10));
    }
    expect(status).toBe(401);
  });
});
