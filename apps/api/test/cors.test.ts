import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from './helpers';
import { novoCliente } from './registers';

// Issue 10 item 12: with CORS_ORIGIN, a web app on that origin makes every call the app makes on
// its own origin — PUT and DELETE included, with the token and an idempotency key.
const WEB = 'http://127.0.0.1:4173';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGIN: `https://outro.exemplo.com.br, ${WEB}` });
});
afterAll(() => t.close());

const list = (value: unknown) =>
  String(value ?? '')
    .split(/,\s*/)
    .map((v) => v.toLowerCase());

function preflight(method: string, origin = WEB) {
  return t.app.inject({
    method: 'OPTIONS',
    url: '/api/clientes/edit/1',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type,idempotency-key',
    },
  });
}

describe('CORS with CORS_ORIGIN set', () => {
  it('allows the methods and headers the web app sends, for each configured origin', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      const res = await preflight(method);
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(WEB);
      expect(list(res.headers['access-control-allow-methods'])).toContain(method.toLowerCase());
      expect(list(res.headers['access-control-allow-headers'])).toEqual(
        expect.arrayContaining(['authorization', 'content-type', 'idempotency-key']),
      );
    }
    expect(
      (await preflight('PUT', 'https://outro.exemplo.com.br')).headers['access-control-allow-origin'],
    ).toBe('https://outro.exemplo.com.br');
  });

  it('refuses other origins and answers a real PUT with the origin allowed', async () => {
    const foreign = await preflight('DELETE', 'https://malicioso.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();

    const { token } = await signIn(t.app);
    const headers = { origin: WEB };
    const cliente = (
      await call(t.app, { method: 'POST', url: '/api/clientes/create', token, body: novoCliente(7), headers })
    ).json();
    const edit = await call(t.app, {
      method: 'PUT',
      url: `/api/clientes/edit/${cliente.id}`,
      token,
      body: { nome: 'Cliente editado de outra origem' },
      headers,
    });
    expect([edit.statusCode, edit.headers['access-control-allow-origin']]).toEqual([200, WEB]);
    const paged = await call(t.app, { url: '/api/clientes/list?page=1&pageSize=5', token, headers });
    expect(list(paged.headers['access-control-expose-headers'])).toEqual(
      expect.arrayContaining(['x-total-count', 'x-total-capped']),
    );
  });
});
