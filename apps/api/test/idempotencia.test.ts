import { randomUUID } from 'node:crypto';
import { API_ERRORS } from '@gdo/domain/messages';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSiblingApp, createTestApp, signIn, type TestApp } from './helpers';
import { casosDeCriacao } from './idempotencia';
import { type Cena, seedCena } from './lancamentos';
import { created, signInWithRole } from './registers';

// Idempotency keys (decision 054): on every create route of the OpenAPI document, simultaneous
// requests and retries with one Idempotency-Key make one record and get the first answer.
const DATABASE = (process.env.GDO_TEST_DB ?? 'embedded') === 'embedded' ? 'embutido' : 'externo';
const SIMULTANEOUS = 4;

let t: TestApp;
let token: string;
let cena: Cena;
const { cases: CASES, novaObra } = casosDeCriacao({
  get t() {
    return t;
  },
  get token() {
    return token;
  },
  get cena() {
    return cena;
  },
});

async function count(table: string): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>(`select count(*)::int n from ${table}`);
  return rows[0]!.n;
}

function send(app: TestApp['app'], url: string, body: unknown, key?: string, as = token) {
  return call(app, {
    method: 'POST',
    url,
    token: as,
    ...(body !== undefined ? { body } : {}),
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
}

const answer = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.body });
const urlOf = (route: string) => route.replace(/^POST /, '').replace('{id}', String(cena.orcamento.id));

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token;
  cena = await seedCena(t, token, 1);
}, 60_000);
afterAll(() => t.close());

describe(`idempotency keys (${DATABASE})`, () => {
  it('documents the header on every POST that creates, and only there', async () => {
    const doc = (await call(t.app, { url: '/api/docs/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op })),
    );
    const withHeader = operations
      .filter(({ op }) => op.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key'))
      .map(({ route }) => route);
    const creates = operations
      .map(({ route }) => route)
      .filter((route) =>
        /^POST .*\/(create|duplicate\/\{id\}|from-orcamento\/\{id\}|copiar-anterior\/\{obraId\}|retificar\/\{id\})$/.test(
          route,
        ),
      );
    expect(withHeader.sort()).toEqual(creates.sort());
    expect(withHeader.sort()).toEqual(Object.keys(CASES).sort());
  });

  it.each(Object.keys(CASES))(
    '%s: simultaneous requests and a retry with one key make one record and get one answer',
    async (route) => {
      const { table, body, path } = CASES[route]!;
      const url = path ? await path() : urlOf(route);
      const payload = await body();
      const before = await count(table);
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: SIMULTANEOUS }, () => send(t.app, url, payload, key)),
      );
      const retry = await send(t.app, url, payload, key);
      expect(answers[0]!.statusCode, answers[0]!.body).toBe(200);
      for (const res of [...answers, retry]) expect(answer(res)).toEqual(answer(answers[0]!));
      expect(await count(table)).toBe(before + 1);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.headers['content-type']).toMatch(/^application\/json/);
      expect(answers.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(
        SIMULTANEOUS - 1,
      );
    },
  );

  it('without a key every request creates, as before', async () => {
    const before = await count('orcamento_modelos');
    await Promise.all([1, 2].map(() => send(t.app, '/api/orcamentos/modelos/create', { nome: 'Sem chave' })));
    expect(await count('orcamento_modelos')).toBe(before + 2);
  });

  it('refuses the same key with other data (422, pt-BR) and writes nothing', async () => {
    const key = randomUUID();
    const first = await send(t.app, '/api/orcamentos/modelos/create', { nome: 'Primeiro' }, key);
    expect(first.statusCode).toBe(200);
    const before = await count('orcamento_modelos');
    const other = await send(t.app, '/api/orcamentos/modelos/create', { nome: 'Outro' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: API_ERRORS.chaveIdempotenciaReutilizada });
    const elsewhere = await send(t.app, '/api/obras/create', { id_cliente: cena.cliente.id, nome: 'X' }, key);
    expect(elsewhere.statusCode).toBe(422);
    expect(await count('orcamento_modelos')).toBe(before);
    // The same data in another order, with a default spelled out, is the same request.
    const reordered = await send(
      t.app,
      '/api/orcamentos/modelos/create',
      { status: 1, nome: 'Primeiro' },
      key,
    );
    expect(answer(reordered)).toEqual(answer(first));
  });

  it('takes the earlier client’s form of the same data for the same request (decision 080)', async () => {
    const key = randomUUID();
    const today = { id_cliente: cena.cliente.id, nome: 'Obra de uma chave', data_inicio: '2024-08-01' };
    const first = await send(t.app, '/api/obras/create', today, key);
    expect(first.statusCode).toBe(200);
    const before = await count('obras');
    const legacy = {
      ...today,
      id: null,
      id_cliente: String(cena.cliente.id),
      data_inicio: '1722470400',
      status: '1',
    };
    const again = await send(t.app, '/api/obras/create', legacy, key);
    expect([answer(again), again.headers['idempotent-replayed']]).toEqual([answer(first), 'true']);
    expect(await count('obras')).toBe(before);
  });

  it('keeps each user’s keys apart', async () => {
    const other = await signInWithRole(t, token, ['financeiro'], 'financeiro.chave@teste.com.br');
    const key = randomUUID();
    const before = await count('orcamento_modelos');
    const mine = await send(t.app, '/api/orcamentos/modelos/create', { nome: 'Meu' }, key);
    const theirs = await send(t.app, '/api/orcamentos/modelos/create', { nome: 'Meu' }, key, other);
    expect([mine.statusCode, theirs.statusCode]).toEqual([200, 200]);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('orcamento_modelos')).toBe(before + 2);
  });

  it.each([
    ['empty', ''],
    ['with a space', 'a b'],
    ['not ASCII', 'chave-é'],
    ['256 characters', 'k'.repeat(256)],
  ])('refuses a key %s with a pt-BR 400', async (_, key) => {
    const before = await count('orcamento_modelos');
    const res = await send(t.app, '/api/orcamentos/modelos/create', { nome: 'Chave ruim' }, key);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'idempotency-key', message: API_ERRORS.chaveIdempotenciaInvalida },
    ]);
    expect(await count('orcamento_modelos')).toBe(before);
  });

  it('accepts a key of 255 visible characters', async () => {
    const key = `${randomUUID()}${'~'.repeat(255 - 36)}`;
    const res = await send(t.app, '/api/orcamentos/modelos/create', { nome: 'Chave longa' }, key);
    expect(res.statusCode).toBe(200);
  });

  it('gives the key back when the request fails, so a retry runs again', async () => {
    const obra = await novaObra();
    await created(t, token, '/api/rdo/create', { obra: obra.id });
    const key = randomUUID();
    const refused = await send(t.app, '/api/rdo/create', { obra: obra.id }, key);
    expect(refused.statusCode).toBe(409);
    expect(await keyRows(key)).toBe(0);
    await t.database.pool.query('delete from rdo_rda where obra_id = $1', [obra.id]);
    const retried = await send(t.app, '/api/rdo/create', { obra: obra.id }, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it('forgets a key after 24 hours, and takes over one left in flight by a dead process', async () => {
    const key = await keyUsedAgo('24 hours 1 second', { nome: 'Antigo' });
    const before = await count('orcamento_modelos');
    const again = await send(t.app, '/api/orcamentos/modelos/create', { nome: 'Antigo' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('orcamento_modelos')).toBe(before + 1);

    const stuck = randomUUID();
    await t.database.pool.query(
      `insert into idempotencia (usuario_id, chave, impressao, criada_em)
       select id, $1, 'x', now() - interval '3 minutes' from usuarios where email = 'admin@teste.com.br'`,
      [stuck],
    );
    const taken = await send(t.app, '/api/orcamentos/modelos/create', { nome: 'Retomado' }, stuck);
    expect(taken.statusCode).toBe(200);
  });

  it('deletes expired keys', async () => {
    const key = await keyUsedAgo('25 hours', { nome: 'Vencido' });
    // A process purges on its first key, then hourly: a new one stands for the next hour.
    const sibling = await createSiblingApp(t, 2);
    try {
      await send(sibling.app, '/api/orcamentos/modelos/create', { nome: 'Novo' }, randomUUID());
    } finally {
      await sibling.close();
    }
    expect(await keyRows(key)).toBe(0);
  });

  it('agrees across two API processes on one database', async () => {
    const sibling = await createSiblingApp(t, 5);
    try {
      const before = await count('orcamentos');
      const key = randomUUID();
      const payload = await CASES['POST /api/orcamentos/create']!.body();
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          send(i % 2 ? sibling.app : t.app, '/api/orcamentos/create', payload, key),
        ),
      );
      expect(new Set(answers.map((res) => `${res.statusCode} ${res.body}`)).size).toBe(1);
      expect(answers[0]!.statusCode).toBe(200);
      expect(await count('orcamentos')).toBe(before + 1);
      console.log(
        `idempotência: ${Object.keys(CASES).length} rotas de criação, ${SIMULTANEOUS} pedidos simultâneos e ` +
          `uma nova tentativa com a mesma chave → 1 registro e a mesma resposta em cada; 6 pedidos em 2 processos ` +
          `→ 1 registro; sem chave, outro usuário ou depois de 24 h → novo registro ` +
          `(PostgreSQL ${DATABASE})`,
      );
    } finally {
      await sibling.close();
    }
  });
});

/** A key whose first answer (a new model) is `interval` old. */
async function keyUsedAgo(interval: string, body: unknown): Promise<string> {
  const key = randomUUID();
  await send(t.app, '/api/orcamentos/modelos/create', body, key);
  await t.database.pool.query('update idempotencia set criada_em = now() - $2::interval where chave = $1', [
    key,
    interval,
  ]);
  return key;
}

async function keyRows(chave: string): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>(
    'select count(*)::int n from idempotencia where chave = $1',
    [chave],
  );
  return rows[0]!.n;
}
