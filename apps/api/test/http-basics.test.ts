import { API_ERRORS } from '@gdo/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from './helpers';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({
    BODY_LIMIT_BYTES: '2048',
    CORS_ORIGIN: 'https://app.exemplo.com.br',
    CONNECT_SRC: 'https://viacep.com.br',
  });
  token = (await signIn(t.app)).token;
});
afterAll(() => t.close());

describe('HTTP basics', () => {
  it('GET /api/health answers without a token', async () => {
    const res = await call(t.app, { url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers malformed JSON with 400 in pt-BR', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/users/create',
      token,
      body: '{"nome": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(API_ERRORS.jsonInvalido);
  });

  it('answers an oversized body with 413', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/users/create',
      token,
      body: { nome: 'x'.repeat(5000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: API_ERRORS.corpoGrande });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await call(t.app, { url: '/api/nada/aqui', token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: API_ERRORS.rotaNaoEncontrada });
  });

  it('requires the token on every route but sign-in, health and docs', async () => {
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes).toContain('/api/users/list');
    for (const [method, url] of [
      ['GET', '/api/users/list'],
      ['GET', '/api/users/get/1'],
      ['POST', '/api/users/create'],
      ['PUT', '/api/users/edit/1'],
      ['GET', '/api/autenticacao/validatoken'],
      ['POST', '/api/autenticacao/sair'],
    ] as const) {
      const res = await call(t.app, { method, url, body: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ message: 'Token inválido.' });
    }
  });

  it('serves the OpenAPI document and its reference page at /api/docs', async () => {
    const redirect = await call(t.app, { url: '/api/docs' });
    const page =
      redirect.statusCode === 301 ? await call(t.app, { url: redirect.headers.location! }) : redirect;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/html/);
    const doc = await call(t.app, { url: '/api/docs/openapi.json' });
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/autenticacao/autenticar', '/api/users/list', '/api/users/edit/{id}']),
    );
  });

  it('sends security headers and limits CORS to the configured origin', async () => {
    const res = await call(t.app, { url: '/api/health', headers: { origin: 'https://app.exemplo.com.br' } });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("connect-src 'self' https://viacep.com.br");
    // A picked photo's preview is a blob: URL (the diário's report form).
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob:");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['access-control-allow-origin']).toBe('https://app.exemplo.com.br');
    const foreign = await call(t.app, {
      url: '/api/health',
      headers: { origin: 'https://malicioso.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});
