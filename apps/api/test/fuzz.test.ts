import { apiErrorSchema } from '@gdo/domain/api-error';
import { vencimentosParcelas } from '@gdo/domain/lancamento';
import { toMoney } from '@gdo/domain/money';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fotoEnviada, imagem } from './diario-fotos';
import { assinar, criarDiario, diasAtras, novoDiario } from './diarios';
import { call, createTestApp, signIn, type TestApp } from './helpers';
import { lancar, novoLancamento, seedCena } from './lancamentos';
import { created, signInOtherEmpresa } from './registers';
import { formArb, type Imagens, imagensDoFuzz } from './reliability/fuzz-multipart';
import { mutated, nastyArb, pathIdArb, queryArb, RAW_BODIES, slots } from './reliability/fuzz-mutations';
import { loadPools } from './reliability/fuzz-pools';
import { type IdPools, type JsonSchema, shapedBody } from './reliability/fuzz-values';
import { countRows, empresaDigest, invalidRows } from './reliability/invariants';

// Every write route of the OpenAPI document (so a new one is fuzzed without editing this file) gets
// generated bodies, path ids and query strings: bodies shaped like valid ones with fields mutated,
// any JSON at all, and raw bytes. No answer may be a 5xx or break the error format, and afterwards
// no stored row may break a rule of the domain. RELIABILITY_RUNS=20 (or FUZZ_RUNS) for the full count.
const RUNS = Number(process.env.RELIABILITY_RUNS ?? 4);
const BODIES = Number(process.env.FUZZ_RUNS ?? RUNS * 520);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const ROUNDS = 4;
const DATABASE = (process.env.GDO_TEST_DB ?? 'embedded') === 'embedded' ? 'embutido' : 'externo';

type Method = 'POST' | 'PUT' | 'DELETE';
type Route = {
  method: Method;
  path: string;
  schema: JsonSchema | undefined;
  table: string | undefined;
  /** The route reads a multipart/form-data body (the diário's photos). */
  form: boolean;
};
type Sent = { route: Route; url: string; payload: string | Buffer; contentType: string };

// The table a path's {id} (or a body's `id`) names; an unknown route still gets ids of any table.
const TABLE_BY_PATH: [RegExp, string][] = [
  [/^\/api\/users\//, 'usuarios'],
  [/\/lancamentos\//, 'lancamentos'],
  [/^\/api\/financeiro\/pagamentos\//, 'pagamentos'],
  [/^\/api\/orcamentos\/modelos\/edit\//, 'orcamento_modelos'],
  [/^\/api\/(rdo|rda)\//, 'rdo_rda'],
  [/^\/api\/diarios\/copiar-anterior\//, 'obras'],
  [/^\/api\/diarios\/fotos\/\{fotoId\}/, 'diario_fotos'],
  [/^\/api\/diarios\//, 'diarios'],
  [/^\/api\/(clientes|fornecedores|obras|etapas|subetapas|orcamentos|contratos)\//, '$1'],
];

function tableOf(path: string): string | undefined {
  for (const [pattern, table] of TABLE_BY_PATH) {
    const match = pattern.exec(path);
    if (match) return table.replace('$1', match[1] ?? '');
  }
  return undefined;
}

let t: TestApp;
let token: string;
let ownUser: number;
let otherAdmin: number;
let empresas: { own: number; other: number };
let routes: Route[];
let imagens: Imagens;
/** Bodies each route accepted (2xx), as it parsed them: the seeds of later mutations. */
const accepted = new Map<string, unknown[]>();
/** The last request each route accepted, address and body, to be sent again with one field changed. */
const lastAccepted = new Map<string, { url: string; body: unknown }>();

beforeAll(async () => {
  t = await createTestApp();
  t.app.addHook('onResponse', async (request, reply) => {
    // Only bodies a schema parsed: what a bodiless route ignored may be anything (10 000 levels deep).
    if (reply.statusCode >= 300 || !request.routeOptions.schema?.body) return;
    const key = `${request.method} ${request.routeOptions.url?.replace(/:(\w+)/g, '{$1}')}`;
    const bodies = accepted.get(key) ?? [];
    bodies.push(request.body);
    accepted.set(key, bodies.slice(-40));
    lastAccepted.set(key, { url: request.url, body: request.body });
  });
  const admin = await signIn(t.app);
  token = admin.token;
  ownUser = admin.id_user;
  for (const seed of [1, 2]) {
    const cena = await seedCena(t, token, seed);
    const contrato = await created(t, token, '/api/contratos/create', {
      obra: cena.obra.id,
      fornecedor: cena.fornecedor.id,
      objeto: 'Estrutura',
      valor: '50000.00',
    });
    await lancar(t, token, 'rdo', novoLancamento(cena, { contrato: contrato.id }));
    await lancar(
      t,
      token,
      'rdo',
      novoLancamento(cena, {
        parcelas: vencimentosParcelas('2026-04-10', 3).map((d) => ({ data_vencimento: d })),
      }),
    );
    await lancar(
      t,
      token,
      'rda',
      novoLancamento(cena, { valor_pagamento: '10.00', data_pagamento: '2026-03-03' }),
    );
    // A signed report and a rascunho per obra, for the diário's edits, signatures and retificações,
    // each with a photo to delete.
    const assinado = await criarDiario(t, token, novoDiario(cena, { data: diasAtras(2) }));
    await fotoEnviada(t, token, assinado.id, await imagem('jpeg', seed * 2, 64, 48));
    await assinar(t, token, assinado.id);
    const rascunho = await criarDiario(t, token, novoDiario(cena, { data: diasAtras(1) }));
    await fotoEnviada(t, token, rascunho.id, await imagem('jpeg', seed * 2 + 1, 64, 48));
  }
  imagens = await imagensDoFuzz();
  const otherToken = await signInOtherEmpresa(t);
  const other = await seedCena(t, otherToken, 1);
  await lancar(t, otherToken, 'rdo', novoLancamento(other));
  const { rows } = await t.database.pool.query<{ empresa_id: number; id: number; email: string }>(
    'select empresa_id, id, email from usuarios',
  );
  const otherRow = rows.find((r) => r.email === 'chefe@vizinha.com.br')!;
  empresas = { own: rows.find((r) => r.id === ownUser)!.empresa_id, other: otherRow.empresa_id };
  otherAdmin = otherRow.id;

  const doc = (await call(t.app, { url: '/api/docs/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
    >;
  };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([m]) => m !== 'get' && `${m} ${path}` !== 'post /api/autenticacao/sair')
      .map(([m, operation]) => ({
        method: m.toUpperCase() as Method,
        path,
        schema: operation.requestBody?.content['application/json']?.schema,
        table: tableOf(path),
        form: operation.requestBody?.content['multipart/form-data'] !== undefined,
      })),
  );
}, 120_000);
afterAll(() => t.close());

/** What is wrong with an answer, if anything: a 5xx, something that is not JSON, a malformed error. */
function problemOf(res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `status ${res.statusCode}`;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return `content-type '${type}'`;
  let json: unknown;
  try {
    json = res.json();
  } catch {
    return 'corpo não é JSON';
  }
  if (res.statusCode < 400) return undefined;
  const error = apiErrorSchema.safeParse(json);
  if (!error.success || error.data.message.trim() === '') return 'erro fora do formato {message, errors}';
  if (res.statusCode === 400 && !error.data.errors) return '400 sem a lista errors';
  return undefined;
}

/**
 * One round of requests for a route, generated from the pools as the database holds them now:
 * bodies shaped by its schema, the bodies it accepted so far (from the set-up and earlier rounds),
 * either of them mutated, and any JSON at all.
 */
function requestsFor(route: Route, pools: IdPools, count: number, seed: number): Sent[] {
  const shaped = route.schema ? shapedBody(route.schema, pools, route.table) : nastyArb;
  const seen = accepted.get(`${route.method} ${route.path}`) ?? [];
  const known = seen.length > 0 ? fc.constantFrom(...seen) : shaped;
  const body = fc.oneof(
    { weight: 2, arbitrary: shaped },
    { weight: 3, arbitrary: mutated(shaped) },
    { weight: 2, arbitrary: known },
    { weight: 3, arbitrary: mutated(known) },
    { weight: 1, arbitrary: fc.jsonValue() },
  );
  const json = body.map((b) => ({ payload: JSON.stringify(b) ?? 'null', contentType: 'application/json' }));
  // A form route gets mostly forms, and JSON too (which it refuses with 415).
  const sent = route.form ? fc.oneof({ weight: 4, arbitrary: formArb(pools, imagens) }, json) : json;
  const requests = fc.sample(fc.record({ sent, id: pathIdArb(route.table, pools), query: queryArb }), {
    numRuns: count,
    seed,
  });
  return requests.map(({ sent: { payload, contentType }, id, query }) => {
    // The fuzzing admin must stay signed in: an edit of itself goes to another firm's admin (404).
    const safeId = route.path === '/api/users/edit/{id}' && Number(id) === ownUser ? String(otherAdmin) : id;
    const url = route.path.replace(/\{\w+\}/, safeId) + query;
    return { route, url, payload, contentType };
  });
}

type Grupo = { total: string; n: number; ids: number[] };

/** The record a path names, read as the route reads it (decoded, then as a number). */
function pathId(url: string): number {
  const segment = url.split('?')[0]!.split('/').at(-1)!;
  try {
    return Number(decodeURIComponent(segment));
  } catch {
    return Number.NaN;
  }
}

describe(`fuzzing (${DATABASE})`, () => {
  it(`answers ${BODIES}+ generated requests to every write route without a 5xx, and stores no invalid row`, async () => {
    const before = await empresaDigest(t.database.pool, empresas.other);
    const failures: string[] = [];
    let serverErrors = 0;
    const grupos = new Map<string, Grupo>();
    const touched = new Set<number>();
    let sent = 0;
    let acceptedCount = 0;

    const send = async ({ route, url, payload, contentType }: Sent) => {
      const res = await call(t.app, {
        method: route.method,
        url,
        token,
        body: payload,
        headers: { 'content-type': contentType },
      });
      sent += 1;
      const problem = problemOf(res);
      if (res.statusCode >= 500) serverErrors += 1;
      if (problem) {
        failures.push(
          `${route.method} ${url} → ${problem}: ${String(payload).slice(0, 400)} ⇒ ${res.body.slice(0, 300)}`,
        );
      }
      if (res.statusCode >= 300) return;
      acceptedCount += 1;
      // Instalment groups made here, and entries later edited or deleted, for the sums below.
      if (/\/lancamentos\/(edit|delete)\//.test(route.path)) touched.add(pathId(url));
      const json = res.json();
      if (route.path.endsWith('/lancamentos/create') && Array.isArray(json) && json.length > 0) {
        const total = toMoney(String(JSON.parse(String(payload)).valor_comprometido).trim());
        grupos.set(json[0].grupo, { total, n: json.length, ids: json.map((p: { id: number }) => p.id) });
      }
    };

    for (const route of routes) {
      for (const raw of RAW_BODIES) {
        await send({
          route,
          url: route.path.replace(/\{\w+\}/, '1'),
          payload: raw.payload,
          contentType: raw.contentType,
        });
      }
    }
    const perRound = Math.ceil((BODIES - sent) / (ROUNDS * routes.length));
    for (let round = 0; round < ROUNDS; round += 1) {
      const pools = await loadPools(t.database.pool, empresas.own, empresas.other);
      for (const [i, route] of routes.entries()) {
        for (const request of requestsFor(route, pools, perRound, SEED + round * 1000 + i))
          await send(request);
      }
    }

    expect(failures.slice(0, 10), `semente FUZZ_SEED=${SEED}; ${failures.length} falhas`).toEqual([]);
    const invalid = await invalidRows(t.database.pool);
    expect(invalid.slice(0, 20), `semente FUZZ_SEED=${SEED}`).toEqual([]);

    // Instalment groups nobody touched afterwards: complete, and adding up exactly to their total.
    let checkedGroups = 0;
    for (const [grupo, { total, n, ids }] of grupos) {
      if (ids.some((id) => touched.has(id))) continue;
      const { rows } = await t.database.pool.query<{ n: number; total: string; labels: string[] }>(
        `select count(*)::int n, sum(valor_comprometido)::text total, array_agg(parcela order by id) labels
           from lancamentos where grupo = $1`,
        [grupo],
      );
      expect(rows[0]).toEqual({ n, total, labels: ids.map((_, k) => `${k + 1}/${n}`) });
      checkedGroups += 1;
    }
    expect(await empresaDigest(t.database.pool, empresas.other)).toEqual(before);

    const rows = await countRows(t.database.pool);
    console.log(
      `fuzzing: ${sent} corpos em ${routes.length} rotas de escrita (${acceptedCount} aceitos, ` +
        `${checkedGroups} parcelamentos conferidos) — ${serverErrors} respostas 5xx, ` +
        `${failures.length - serverErrors} fora do formato de erro, ${invalid.length} linhas inválidas ` +
        `entre ${rows} no banco (PostgreSQL ${DATABASE})`,
    );
  }, 900_000);

  // PostgreSQL's text cannot hold NUL: a field that let it through answered 500 (aacdfb6).
  // Every text of a body each write route accepted, and of bodies shaped by its schema, gets a NUL
  // appended; the answer must be a 400 naming that field, or the entry holding it (an entry of a
  // union, as an aditivo's items, fails as a whole). Passwords are only hashed, never stored.
  // The accepted bodies are those of the set-up and of the test above (run alone, the set-up's);
  // the shaped ones follow FUZZ_SEED, as the rest of the file.
  it('refuses a NUL character in every text field of every write route with a 400 naming the field', async () => {
    const pools = await loadPools(t.database.pool, empresas.own, empresas.other);
    const wrong: string[] = [];
    const fields = new Set<string>();
    for (const route of routes) {
      if (!route.schema || route.form) continue;
      const name = `${route.method} ${route.path}`;
      const last = lastAccepted.get(name);
      const shaped = fc.sample(shapedBody(route.schema, pools, route.table), { numRuns: 5, seed: SEED });
      const bodies = [
        ...(last ? [last] : []),
        ...shaped.map((body) => ({ url: route.path.replace(/\{\w+\}/, '1'), body })),
      ];
      for (const { url, body } of bodies) {
        const copy = structuredClone(body);
        for (const { parent, key, path } of slots(copy)) {
          const text = parent[key];
          if (typeof text !== 'string' || PASSWORDS.has(path)) continue;
          parent[key] = `${text}\u0000`;
          const payload = JSON.stringify(copy);
          parent[key] = text;
          const res = await call(t.app, {
            method: route.method,
            url,
            token,
            body: payload,
            headers: { 'content-type': 'application/json' },
          });
          fields.add(`${name} ${path.replace(/\.\d+(?=\.|$)/g, '.n')}`);
          const named =
            res.statusCode === 400 &&
            res
              .json()
              .errors?.some((e: { field: string }) => e.field === path || path.startsWith(`${e.field}.`));
          if (!named) wrong.push(`${name} ${path} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(wrong.slice(0, 10), `semente FUZZ_SEED=${SEED}; ${wrong.length} campos`).toEqual([]);
    expect(fields.size).toBeGreaterThan(100);
    console.log(`NUL: ${fields.size} campos de texto recusados com 400 (PostgreSQL ${DATABASE})`);
  }, 300_000);
});

/** Fields only hashed, never stored: a NUL in them is a password like any other. */
const PASSWORDS = new Set(['password', 'senha_atual', 'nova_senha']);
