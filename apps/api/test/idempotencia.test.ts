import { randomUUID } from 'node:crypto';
import { API_ERRORS } from '@gdo/domain/messages';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assinar, criarDiario, diasAtras, novoDiario } from './diarios';
import { call, createSiblingApp, createTestApp, signIn, type TestApp } from './helpers';
import { type Cena, novoLancamento, seedCena } from './lancamentos';
import { itensFor } from './orcamentos';
import { created, novoCliente, signInWithRole } from './registers';

// Idempotency keys (decision 054): on every create route of the OpenAPI document, simultaneous
// requests and retries with one Idempotency-Key make one record and get the first answer.
const DATABASE = (process.env.GDO_TEST_DB ?? 'embedded') === 'embedded' ? 'embutido' : 'externo';
const SIMULTANEOUS = 4;

/** `path` makes what the route's path names when it is not the scene's budget (the default). */
type Case = { table: string; body: () => Promise<unknown>; path?: () => Promise<string> };

let t: TestApp;
let token: string;
let cena: Cena;
let seq = 0;
const next = () => (seq += 1);

/** A fresh budget on the scene's obra, so an item or subitem can be added to it. */
async function orcamento(itens: unknown[] = []) {
  return created<{ id: number; itens: { id: number }[] }>(t, token, '/api/orcamentos/create', {
    nome: `Base ${next()}`,
    id_cliente: cena.cliente.id,
    obra: cena.obra.id,
    itens,
  });
}

/** What each create route is sent, keyed by its OpenAPI path, and the table its record goes to. */
const CASES: Record<string, Case> = {
  'POST /api/users/create': {
    table: 'usuarios',
    body: async () => ({
      nome: 'Pessoa',
      email: `pessoa${next()}@teste.com.br`,
      password: 'senha-longa-do-teste-1',
      permissoes: ['leitura'],
    }),
  },
  'POST /api/clientes/create': { table: 'clientes', body: async () => novoCliente(100 + next()) },
  'POST /api/fornecedores/create': {
    table: 'fornecedores',
    body: async () => novoCliente(300 + next(), { nome: 'Fornecedor' }),
  },
  'POST /api/obras/create': {
    table: 'obras',
    body: async () => ({ id_cliente: cena.cliente.id, nome: `Obra ${next()}` }),
  },
  'POST /api/etapas/create': {
    table: 'etapas',
    body: async () => ({ numero: String(50 + next()), nome: 'Etapa' }),
  },
  'POST /api/subetapas/create': {
    table: 'subetapas',
    body: async () => ({
      etapa: cena.etapas[0]!.id,
      numero: `${cena.etapas[0]!.numero}.${50 + next()}`,
      nome: 'Subetapa',
    }),
  },
  'POST /api/orcamentos/create': {
    table: 'orcamentos',
    body: async () => ({
      nome: `Orçamento ${next()}`,
      id_cliente: cena.cliente.id,
      obra: cena.obra.id,
      itens: itensFor(cena.etapas, 2),
    }),
  },
  'POST /api/orcamentos/duplicate/{id}': { table: 'orcamentos', body: async () => undefined },
  'POST /api/orcamentos/itens/create': {
    table: 'orcamento_itens',
    body: async () => ({ orcamento: (await orcamento()).id, ...itensFor(cena.etapas, 1)[0] }),
  },
  'POST /api/orcamentos/subitens/create': {
    table: 'orcamento_subitens',
    body: async () => {
      const [item] = itensFor(cena.etapas.slice(0, 1), 1);
      const base = await orcamento([item]);
      const subetapa = cena.etapas[0]!.subetapas[1]!.id;
      return { item: base.itens[0]!.id, subetapa, unidade: 'dia', quantidade: '3', valor_unitario: '10.00' };
    },
  },
  'POST /api/orcamentos/modelos/create': {
    table: 'orcamento_modelos',
    body: async () => ({ nome: `Modelo ${next()}` }),
  },
  'POST /api/orcamentos/modelos/from-orcamento/{id}': {
    table: 'orcamento_modelos',
    body: async () => ({ nome: `Salvo ${next()}` }),
  },
  'POST /api/contratos/create': { table: 'contratos', body: async () => contratoBody() },
  'POST /api/contratos/aditivos/create': {
    table: 'contrato_aditivos',
    body: async () => ({ contrato: (await novoContrato()).id, descricao: 'Acréscimo', valor: '100.00' }),
  },
  'POST /api/contratos/medicoes/create': {
    table: 'contrato_medicoes',
    body: async () => ({
      contrato: (await novoContrato()).id,
      periodo_de: '2026-03-01',
      periodo_ate: '2026-03-31',
      percentual: '10',
    }),
  },
  'POST /api/orcamentos/unidades/create': {
    table: 'orcamento_unidades',
    body: async () => ({ nome: `Unidade ${next()}` }),
  },
  'POST /api/rdo/create': { table: 'rdo_rda', body: async () => ({ obra: (await novaObra()).id }) },
  'POST /api/rda/create': { table: 'rdo_rda', body: async () => ({ obra: (await novaObra()).id }) },
  'POST /api/rdo/lancamentos/create': { table: 'lancamentos', body: async () => novoLancamento(cena) },
  'POST /api/rda/lancamentos/create': { table: 'lancamentos', body: async () => novoLancamento(cena) },
  'POST /api/diarios/create': {
    table: 'diarios',
    body: async () => ({ obra: cena.obra.id, data: diasAtras(next()) }),
  },
  'POST /api/diarios/copiar-anterior/{obraId}': {
    table: 'diarios',
    path: async () => {
      await criarDiario(t, token, { obra: cena.obra.id, data: diasAtras(2000 + next()) });
      return `/api/diarios/copiar-anterior/${cena.obra.id}`;
    },
    body: async () => ({ data: diasAtras(1000 + next()) }),
  },
  'POST /api/diarios/retificar/{id}': {
    table: 'diario_retificacoes',
    path: async () => {
      const diario = await criarDiario(t, token, novoDiario(cena, { data: diasAtras(3000 + next()) }));
      await assinar(t, token, diario.id);
      return `/api/diarios/retificar/${diario.id}`;
    },
    body: async () => ({ texto: `Retificação ${next()}` }),
  },
  // A payment of a fresh entry (decision 110): the simultaneous requests pay it once.
  'POST /api/financeiro/pagamentos/create': {
    table: 'pagamentos',
    body: async () => ({
      lancamento: (
        await created<{ id: number }>(t, token, '/api/rdo/lancamentos/create', novoLancamento(cena))
      ).id,
      data: '2026-03-05',
      valor: '10.00',
      forma: 'pix',
    }),
  },
};

/** A contract without itens on the scene's obra and etapa: measured by percentage, amended by value. */
const contratoBody = () => ({
  obra: cena.obra.id,
  fornecedor: cena.fornecedor.id,
  objeto: `Contrato ${next()}`,
  valor: '1000.00',
  etapa: cena.etapas[0]!.id,
  subetapa: cena.etapas[0]!.subetapas[0]!.id,
});
const novoContrato = () => created<{ id: number }>(t, token, '/api/contratos/create', contratoBody());

const novaObra = () =>
  created<{ id: number }>(t, token, '/api/obras/create', {
    id_cliente: cena.cliente.id,
    nome: `Obra ${next()}`,
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
