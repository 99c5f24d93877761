import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from './helpers';
import { ORIGIN } from './legacy-client';
import { itensFor, seedCatalogo, seedClienteObra } from './orcamentos';
import { created, novoCliente } from './registers';

// Issue 15: JSON answers over 1 KB travel compressed, as the client accepts (decision 120); the
// bytes inside are exactly the uncompressed answer's, the earlier client's answers included.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGIN: ORIGIN });
  token = (await signIn(t.app)).token;
  for (let seed = 1; seed <= 12; seed++) await created(t, token, '/api/clientes/create', novoCliente(seed));
  const etapas = await seedCatalogo(t, token, { etapas: 2, subetapas: 2 });
  const { cliente, obra } = await seedClienteObra(t, token, 20);
  const orcamento = {
    nome: 'Casa',
    id_cliente: cliente.id,
    obra: obra.id,
    bdi: '25',
    itens: itensFor(etapas),
  };
  await created(t, token, '/api/orcamentos/create', orcamento);
});
afterAll(() => t.close());

const lista = (headers: Record<string, string>) => call(t.app, { url: '/api/clientes/list', token, headers });

describe('compressed answers', () => {
  it('sends brotli or gzip as accepted, holding the same JSON as the plain answer', async () => {
    const plain = await lista({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await lista({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.headers['x-total-count']).toBe(plain.headers['x-total-count']);

    const gz = await lista({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('leaves answers under 1 KB and unknown encodings alone', async () => {
    const health = await call(t.app, { url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });

    const odd = await lista({ 'accept-encoding': 'compress' });
    expect(odd.statusCode).toBe(200);
    expect(odd.headers['content-encoding']).toBeUndefined();
  });

  it("compresses the earlier client's answer after it is shaped, not before", async () => {
    // Only the old client gets a budget's flat `item`/`subitem` lists (decision 080).
    const headers = { origin: ORIGIN, accept: 'application/json, text/plain, */*' };
    const url = '/api/orcamentos/list';
    const plain = await call(t.app, { url, token, headers });
    expect(plain.json()[0].subitem).toHaveLength(4);
    const br = await call(t.app, {
      url,
      token,
      headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('never inflates a compressed request body', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/clientes/create',
      token,
      body: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[ãçéí]/);
  });
});
