import { clienteSchema } from '@gdo/domain/cliente';
import { API_ERRORS } from '@gdo/domain/messages';
import { figurasSchema } from '@gdo/domain/painel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerFallbacks } from '../src/lib/response-serializer';
import { call, createTestApp, signIn, type TestApp } from './helpers';
import { created, novoCliente } from './registers';

// Issue 15, decision 122: answers are written by serialisers compiled from the zod response
// schemas, and an answer the schema refuses is still impossible. Test-only routes, registered in
// this file's app beside the real ones, hand wrong rows to the same serialiser a real route uses.

let t: TestApp;
let token: string;
let cliente: Record<string, unknown>;
let answer: unknown;
const figuras = {
  orcamento: '1000.00',
  executado: '250.50',
  comprometido: '-10.00',
  saldo: '739.50',
  percentual_executado: '25.05',
  percentual_comprometido: '0.00',
  percentual_saldo: '73.95',
  acima_do_orcamento: false,
};

beforeAll(async () => {
  t = await createTestApp();
  const reply = () => answer;
  t.app.get('/api/teste/clientes', { schema: { response: { 200: z.array(clienteSchema) } } }, reply);
  t.app.get('/api/teste/figuras', { schema: { response: { 200: figurasSchema } } }, reply);
  // A schema JSON Schema cannot say exactly (a refine) keeps zod's serialiser, refusals included.
  const refinado = z.object({ n: z.string().refine((v) => v !== 'proibido') });
  t.app.get('/api/teste/refinado', { schema: { response: { 200: refinado } } }, reply);
  token = (await signIn(t.app)).token;
  cliente = await created(t, token, '/api/clientes/create', novoCliente(1));
});
afterAll(() => t.close());

async function serve(url: string, value: unknown) {
  answer = value;
  return call(t.app, { url, token });
}

async function expectRefused(url: string, value: unknown) {
  const res = await serve(url, value);
  expect(res.statusCode).toBe(500);
  expect(res.json()).toEqual({ message: API_ERRORS.erroInterno });
  expect(res.body).not.toContain('proibido');
}

describe('compiled response serialisers', () => {
  it('write what the real route writes, byte for byte', async () => {
    const real = await call(t.app, { url: `/api/clientes/get/${cliente.id}`, token });
    const stub = await serve('/api/teste/clientes', [real.json()]);
    expect(stub.statusCode).toBe(200);
    expect(stub.body).toBe(`[${real.body}]`);
    const ok = await serve('/api/teste/figuras', figuras);
    expect(ok.json()).toEqual(figuras);
  });

  it('refuse a row with a wrong type, a missing field, a null or a fraction where the schema says otherwise', async () => {
    const { nome: _nome, ...semNome } = cliente;
    for (const wrong of [
      { ...cliente, id: String(cliente.id) },
      { ...cliente, id: 1.5 },
      { ...cliente, status: 9 },
      { ...cliente, nome: null },
      { ...cliente, data_cadastro: new Date() },
      { ...cliente, data_cadastro: 'ontem' },
      semNome,
    ]) {
      await expectRefused('/api/teste/clientes', [cliente, wrong]);
    }
    await expectRefused('/api/teste/clientes', cliente);
  });

  it('refuse money that is not a decimal string', async () => {
    for (const orcamento of ['1.234,50', '1e3', 'NaN', '', ' 10.00', 1000]) {
      await expectRefused('/api/teste/figuras', { ...figuras, orcamento });
    }
  });

  it('strip a field the schema does not declare, as zod did: it never leaks', async () => {
    const res = await serve('/api/teste/clientes', [{ ...cliente, empresa_id: 2, senha_hash: 'proibido' }]);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('proibido');
    expect(res.body).not.toContain('empresa_id');
    expect(res.json()).toEqual([cliente]);
  });

  it("keep zod's serialiser for a refined schema, and its refusal", async () => {
    expect((await serve('/api/teste/refinado', { n: 'livre', x: 1 })).json()).toEqual({ n: 'livre' });
    await expectRefused('/api/teste/refinado', { n: 'proibido' });
    expect(serializerFallbacks().get('GET /api/teste/refinado 200')).toBe('refine');
  });
});
