import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { TOTAL_HEADER } from '@gdo/domain/paging';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Decision 246: a kept answer is compressed once per encoding, as @fastify/compress would compress
// a computed one, and the copy goes with its answer at the next change of the data.

// The compression itself, counted. The API's test files share one module registry (`isolate: false`
// in vitest.config.ts): an app built by an earlier file holds the real module, so this file builds
// its own from a fresh registry (`vi.resetModules()` and the imports below), where this mock holds.
vi.mock('../src/lib/compression', async (original) => {
  const real = await original<typeof import('../src/lib/compression')>();
  return { ...real, encode: vi.fn(real.encode) };
});

let helpers: typeof import('./helpers');
let t: import('./helpers').TestApp;
let token: string;
let encode: ReturnType<typeof vi.fn>;

beforeAll(async () => {
  vi.resetModules();
  helpers = await import('./helpers');
  const { created, novoCliente } = await import('./registers');
  encode = vi.mocked((await import('../src/lib/compression')).encode);
  t = await helpers.createTestApp({}, { answerCacheMs: 60_000 });
  token = (await helpers.signIn(t.app)).token;
  for (let i = 1; i <= 6; i++) {
    await created(t, token, '/api/clientes/create', novoCliente(900 + i, { nome: `Comprimido ${i}` }));
  }
});
afterAll(() => t.close());

const LISTA = '/api/clientes/list?q=Comprimido&sort=nome&page=1&pageSize=50';
const pede = (headers: Record<string, string> = {}) => helpers.call(t.app, { url: LISTA, token, headers });

/** The body of an answer, uncompressed as its Content-Encoding says. */
function decoded(res: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

describe('a kept answer, compressed', () => {
  it('is compressed once for every hit that accepts the same encoding, with the answer’s headers', async () => {
    const plain = await pede();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers[TOTAL_HEADER]).toBe('6');
    encode.mockClear();
    const br = await pede({ 'accept-encoding': 'gzip, deflate, br' });
    const [again, third] = await Promise.all([
      pede({ 'accept-encoding': 'gzip, deflate, br' }),
      pede({ 'accept-encoding': 'br' }),
    ]);
    // The kept bytes, not the JSON compressed again at every hit (nor by two hits arriving together).
    expect(encode.mock.calls.map(([encoding]) => encoding)).toEqual(['br']);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.headers[TOTAL_HEADER]).toBe('6');
    expect(br.headers['content-type']).toBe(plain.headers['content-type']);
    expect(decoded(br)).toBe(plain.body);
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    expect(third.rawPayload.equals(br.rawPayload)).toBe(true);

    const sem = await pede({ 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect(sem.headers['content-encoding']).toBeUndefined();
    expect(sem.body).toBe(plain.body);
  });

  it('gets, for every Accept-Encoding, the encoding a computed answer gets, with the same JSON inside', async () => {
    const plain = await pede();
    for (const accept of [
      'gzip',
      'br;q=0, gzip',
      '*',
      'x-gzip',
      'identity',
      'compress',
      'br;q=0.5, gzip;q=0.9',
    ]) {
      // Cache-Control: no-cache computes it again (through @fastify/compress), and keeps it.
      const computed = await pede({ 'accept-encoding': accept, 'cache-control': 'no-cache' });
      const hit = await pede({ 'accept-encoding': accept });
      expect(hit.headers['content-encoding'], accept).toBe(computed.headers['content-encoding']);
      expect(decoded(hit), accept).toBe(plain.body);
      expect(decoded(computed), accept).toBe(plain.body);
    }
  });

  it('goes with its answer at a change of the data', async () => {
    const { created, novoCliente } = await import('./registers');
    expect(JSON.parse(decoded(await pede({ 'accept-encoding': 'br' })))).toHaveLength(6);
    await created(t, token, '/api/clientes/create', novoCliente(907, { nome: 'Comprimido 7' }));
    const depois = await pede({ 'accept-encoding': 'br' });
    expect(depois.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(depois))).toHaveLength(7);
  });
});
