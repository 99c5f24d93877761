import { API_ERRORS, MESSAGES } from '@gdo/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/lib/token';
import { TEST_ADMIN } from './fixtures';
import { call, createTestApp, signIn, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '3', TOKEN_TTL_HOURS: '1' });
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/autenticacao/autenticar',
    payload: { email, password },
    remoteAddress,
  });

describe('POST /api/autenticacao/autenticar', () => {
  it('answers id_user and a 256-bit token that is stored only as its hash', async () => {
    const res = await login(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['id_user', 'token']);
    expect(Buffer.from(body.token, 'base64url')).toHaveLength(32);
    const { rows } = await t.database.db.execute(sql`select token_hash from sessoes`);
    const hashes = rows.map((r) => r.token_hash);
    expect(hashes).toContain(hashToken(body.token));
    expect(hashes).not.toContain(body.token);
  });

  it('compares e-mails case-insensitively', async () => {
    const res = await login(TEST_ADMIN.email.toUpperCase(), TEST_ADMIN.password, '10.0.0.2');
    expect(res.statusCode).toBe(200);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await login(TEST_ADMIN.email, 'senha-errada', '10.0.0.3');
    const unknownEmail = await login('ninguem@teste.com.br', TEST_ADMIN.password, '10.0.0.3');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: API_ERRORS.credenciaisInvalidas });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('refuses a malformed body with field errors in pt-BR', async () => {
    const res = await login('nao-e-email', '', '10.0.0.4');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: MESSAGES.emailInvalidoLogin },
        { field: 'password', message: MESSAGES.senhaInvalidaLogin },
      ]),
    );
  });
});

describe('tokens', () => {
  const validate = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/autenticacao/validatoken',
      headers: authorization ? { authorization } : {},
    });

  it('accepts the raw token and a Bearer token', async () => {
    const { token, id_user } = await signIn(t.app);
    expect((await validate(token)).json()).toEqual({ id_user });
    expect((await validate(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it.each([
    ['missing', undefined],
    ['garbage', 'garbage'],
    ['empty bearer', 'Bearer '],
  ])('answers 401 Token inválido. for a %s token', async (_label, header) => {
    const res = await validate(header);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Token inválido.' });
  });

  it('refuses an expired token', async () => {
    const { token } = await signIn(t.app);
    await t.database.db.execute(
      sql`update sessoes set expira_em = now() - interval '1 second' where token_hash = ${hashToken(token)}`,
    );
    expect((await validate(token)).statusCode).toBe(401);
  });

  it('slides the expiry forward on use', async () => {
    const { token } = await signIn(t.app);
    await t.database.db.execute(
      sql`update sessoes set expira_em = now() + interval '5 minutes' where token_hash = ${hashToken(token)}`,
    );
    expect((await validate(token)).statusCode).toBe(200);
    const { rows } = await t.database.db.execute(
      sql`select extract(epoch from expira_em - now())::int as left from sessoes where token_hash = ${hashToken(token)}`,
    );
    expect(Number(rows[0]!.left)).toBeGreaterThan(3500);
  });

  it('POST /api/autenticacao/sair revokes the token', async () => {
    const { token } = await signIn(t.app);
    const res = await call(t.app, { method: 'POST', url: '/api/autenticacao/sair', token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: API_ERRORS.sessaoEncerrada });
    expect((await validate(token)).statusCode).toBe(401);
    expect((await call(t.app, { url: '/api/users/list', token })).json()).toEqual({
      message: 'Token inválido.',
    });
  });
});
