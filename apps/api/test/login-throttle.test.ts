import { API_ERRORS, muitasTentativasMessage } from '@gdo/domain/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from './fixtures';
import { createSiblingApp, createTestApp, type TestApp } from './helpers';

// Sign-in throttling (decision 050). LOGIN_MAX_FAILURES=3: three free attempts per (e-mail,
// address) pair, 12 per e-mail, 60 per address, then waits of 1 s, 2 s, 4 s…
const FREE = 3;
const BURST = Number(process.env.RELIABILITY_RUNS ?? 4) >= 20 ? 1000 : 200;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: String(FREE) });
});
afterAll(() => t.close());
// Each case starts with no counters and no known addresses.
beforeEach(() => t.database.pool.query('truncate limites_login'));

const login = (email: string, password: string, remoteAddress: string, app: FastifyInstance = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/autenticacao/autenticar',
    payload: { email, password },
    remoteAddress,
  });

/** Ends every wait, as if the clock had moved on: the counts stay. */
const waitOver = () =>
  t.database.pool.query("update limites_login set liberado_em = now() - interval '1 second'");

async function burst(email: string, ip: string, rightAt: number, apps: FastifyInstance[]) {
  const answers = await Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      login(email, i === rightAt ? TEST_ADMIN.password : `errada-${i}`, ip, apps[i % apps.length]),
    ),
  );
  const count = (status: number) => answers.filter((a) => a.statusCode === status).length;
  return { answers, checked: count(401) + count(200), throttled: count(429), signedIn: count(200) };
}

describe('parallel guesses', () => {
  it(`checks no more of ${BURST} simultaneous guesses than of the same guesses in a row`, async () => {
    const { checked, throttled, signedIn, answers } = await burst(TEST_ADMIN.email, '10.20.0.1', 13, [t.app]);
    // In a row: three free attempts, a fourth that starts the 1 s wait, then refusals.
    expect(checked).toBe(FREE + 1);
    expect(throttled).toBe(BURST - FREE - 1);
    expect(signedIn).toBe(0);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json().message).toBe(muitasTentativasMessage(Number(refused.headers['retry-after'])));
    console.log(
      `login em rajada: ${BURST} senhas erradas simultâneas para um e-mail — ${checked} conferidas, ${throttled} recusadas com 429 (a certa, na 14ª, não entrou)`,
    );
  });

  it('holds the same count across two API processes on one database', async () => {
    const sibling = await createSiblingApp(t);
    try {
      const { checked, throttled } = await burst('outra@teste.com.br', '10.20.0.2', -1, [t.app, sibling.app]);
      expect(checked).toBe(FREE + 1);
      console.log(
        `login em rajada: ${BURST} senhas erradas em 2 processos da API — ${checked} conferidas, ${throttled} recusadas com 429`,
      );
    } finally {
      await sibling.close();
    }
  });
});

describe('growing delay, not a lock', () => {
  it('doubles the wait of a pair after its free attempts, and lets the owner in once it is over', async () => {
    const email = 'dobra@teste.com.br';
    for (let i = 0; i < FREE; i++) expect((await login(email, 'x', '10.21.0.1')).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      expect((await login(email, 'x', '10.21.0.1')).statusCode).toBe(401);
      const refused = await login(email, 'x', '10.21.0.1');
      expect(refused.statusCode).toBe(429);
      waits.push(Number(refused.headers['retry-after']));
      await waitOver();
    }
    expect(waits).toEqual([1, 2, 4, 8]);
  });

  it('never locks the owner out of an address they signed in from, whatever others guess', async () => {
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, '10.22.0.1')).statusCode).toBe(200);
    // Forty addresses guess the owner's e-mail: the e-mail's own counter (12 free) is long past.
    for (let i = 0; i < 40; i++) await login(TEST_ADMIN.email, `chute-${i}`, `10.23.0.${i + 1}`);
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, '10.22.0.1')).statusCode).toBe(200);
    // From an address never used, the owner waits, but at most a minute: no hard lock.
    const elsewhere = await login(TEST_ADMIN.email, TEST_ADMIN.password, '10.24.0.1');
    expect(elsewhere.statusCode).toBe(429);
    expect(Number(elsewhere.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('does not lock an office out for guesses at e-mails that do not exist', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await login(`ninguem-${i}@teste.com.br`, 'x', '10.25.0.1')).statusCode).toBe(401);
    }
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, '10.25.0.1')).statusCode).toBe(200);
  });

  it('holds an address only at a much higher count', async () => {
    for (let i = 0; i < FREE * 20; i++) await login(`varre-${i}@teste.com.br`, 'x', '10.26.0.1');
    await login('varre-a@teste.com.br', 'x', '10.26.0.1');
    const held = await login('varre-b@teste.com.br', 'x', '10.26.0.1');
    expect(held.statusCode).toBe(429);
  });
});

describe('attempts at the same moment', () => {
  // What an attempt finds when another, whose transaction began a moment later, wrote the counter
  // first: a release "ahead" of its own now() (by the other's start), no wait imposed (decision 191).
  const aheadButFree = (email: string, ip: string) =>
    t.database.pool.query(
      `insert into limites_login (chave, livres, teto_segundos, tentativas, janela_inicio, liberado_em)
       select unnest($1::text[]), $2, 60, 1, now(), now() + interval '2 seconds'`,
      [[`par:${email}|${ip}`, `email:${email}`, `ip:${ip}`], FREE],
    );

  it('lets a sign-in in when the counter was written a moment ahead without a wait', async () => {
    await aheadButFree(TEST_ADMIN.email, '10.27.0.1');
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, '10.27.0.1')).statusCode).toBe(200);
  });

  it('counts a wrong password in that state: the free attempts stay as many', async () => {
    await aheadButFree('simultaneo@teste.com.br', '10.27.0.2');
    for (let i = 1; i < FREE; i++) {
      expect((await login('simultaneo@teste.com.br', 'x', '10.27.0.2')).statusCode).toBe(401);
    }
    // The first attempt and FREE - 1 more were free; the next goes past them and starts the wait.
    expect((await login('simultaneo@teste.com.br', 'x', '10.27.0.2')).statusCode).toBe(401);
    expect((await login('simultaneo@teste.com.br', 'x', '10.27.0.2')).statusCode).toBe(429);
  });
});

describe('the client address behind a proxy', () => {
  it('counts X-Forwarded-For only with TRUST_PROXY', async () => {
    const proxied = await createTestApp({ LOGIN_MAX_FAILURES: String(FREE), TRUST_PROXY: 'true' });
    try {
      const via = (app: FastifyInstance, forwarded: string) =>
        app.inject({
          method: 'POST',
          url: '/api/autenticacao/autenticar',
          payload: { email: 'proxy@teste.com.br', password: 'x' },
          remoteAddress: '10.30.0.1',
          headers: { 'x-forwarded-for': forwarded },
        });
      // Behind the proxy, each client is its own pair: none is held by the others' failures.
      for (let i = 0; i < FREE + 2; i++)
        expect((await via(proxied.app, `203.0.113.${i}`)).statusCode).toBe(401);
      // Without TRUST_PROXY the header is ignored: all come from the proxy's own address.
      const statuses = [];
      for (let i = 0; i < FREE + 2; i++) statuses.push((await via(t.app, `203.0.113.${i}`)).statusCode);
      expect(statuses).toContain(429);
    } finally {
      await proxied.close();
    }
  });
});

describe('the message', () => {
  it('says how long to wait, in pt-BR', () => {
    expect(muitasTentativasMessage(1)).toBe(
      'Muitas tentativas de acesso. Aguarde 1 segundo e tente novamente.',
    );
    expect(muitasTentativasMessage(30)).toBe(
      'Muitas tentativas de acesso. Aguarde 30 segundos e tente novamente.',
    );
    expect(muitasTentativasMessage(900)).toBe(
      'Muitas tentativas de acesso. Aguarde 15 minutos e tente novamente.',
    );
    expect(API_ERRORS.muitasTentativas).toMatch(/^Muitas tentativas/);
  });
});
