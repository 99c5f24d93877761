import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './helpers';

// As the build writes it: an inline script (the route's preloads, decision 243) and the entry.
const INLINE = "(function(){document.title='Gestão de Obras';})();";
const INDEX = `<!doctype html><html lang="pt-BR"><head><title>Gestão de Obras</title><script>${INLINE}</script><script type="module" src="/assets/app-abc123.js"></script></head></html>`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const scriptSrc = (csp: string) => csp.split(';').find((directive) => directive.startsWith('script-src '));

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'gdo-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(SCRIPT));
  t = await createTestApp({}, { webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it.each(['/', '/dashboard', '/obras/detalhamento/42', '/rota/que/nao/existe'])(
    'answers %s with the app, which routes it itself',
    async (url) => {
      const res = await call(t.app, { url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets pre-compressed and cacheable for a year', async () => {
    const res = await call(t.app, { url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it("answers a built file that is gone (an older version's) with a 404, not the app's page", async () => {
    for (const url of ['/assets/app-old999.js', '/%61ssets/app-old999.js', '/assets/app-old999.js?v=2']) {
      const res = await call(t.app, { url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Recurso não encontrado.' });
    }
    // A malformed escape is refused before any route, in Portuguese, never a crash.
    const malformado = await call(t.app, { url: '/assets/%E0%A4%A' });
    expect(malformado.statusCode).toBe(400);
    expect(malformado.json().message).toBe('O endereço da requisição contém caracteres inválidos.');
  });

  it("allows index.html's inline script by its hash, and no other inline script", async () => {
    const res = await call(t.app, { url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(scriptSrc(csp)).toBe(`script-src 'self' ${sha(INLINE)}`);
    // Every answer carries the same policy, the API's included.
    const api = await call(t.app, { url: '/api/inexistente' });
    expect(api.headers['content-security-policy']).toBe(csp);
  });

  it('follows an index.html rebuilt under the running server', async () => {
    const nova = "(function(){document.title='Gestão de Obras 2';})();";
    writeFileSync(join(dist, 'index.html'), INDEX.replace(INLINE, nova));
    try {
      // The page is looked at again once a second at most.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const res = await call(t.app, { url: '/dashboard' });
      expect(scriptSrc(String(res.headers['content-security-policy']))).toBe(
        `script-src 'self' ${sha(nova)}`,
      );
    } finally {
      writeFileSync(join(dist, 'index.html'), INDEX);
    }
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const res = await call(t.app, { url: '/api/inexistente' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('message');
  });
});
