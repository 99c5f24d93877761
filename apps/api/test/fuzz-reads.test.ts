import { apiErrorSchema } from '@gdo/domain/api-error';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fotoEnviada, imagem } from './diario-fotos';
import { assinar, criarDiario, diasAtras, novoDiario } from './diarios';
import { call, createTestApp, signIn, type TestApp } from './helpers';
import { lancar, novoLancamento, seedCena } from './lancamentos';
import { signInOtherEmpresa } from './registers';
import { pathIdArb, queryArb } from './reliability/fuzz-mutations';
import { loadPools } from './reliability/fuzz-pools';

// Every read route of the OpenAPI document (so a new one, such as the diário's exports, is fuzzed
// without editing this file) gets generated path ids and query strings: ids of both empresas and
// hostile ones, periods that are not days or end before they start, pages past any end. No answer
// may be a 5xx, and a refusal is the API's error format; a file (PDF, XLSX, image) may answer 200.
// The write routes have their own suite (fuzz.test.ts). RELIABILITY_RUNS=20 for the full count.
const RUNS = Number(process.env.RELIABILITY_RUNS ?? 4);
const PER_ROUTE = Number(process.env.FUZZ_READS ?? RUNS * 5);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

const dia = fc.oneof(
  fc.constantFrom('2026-02-30', '2026-13-01', '9999-12-31', '0001-01-01', 'ontem', '', '01/03/2026'),
  fc
    .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
);
const numero = fc.oneof(
  fc.integer({ min: -5, max: 10_000 }).map(String),
  fc.constantFrom('1e9', 'abc', '', '0x10'),
);
/** The parameters read routes take, with values around their edges. */
const readQueryArb = fc
  .record(
    {
      de: dia,
      ate: dia,
      page: numero,
      pageSize: numero,
      q: fc.string({ maxLength: 30 }),
      sort: fc.constantFrom('nome', '-nome', 'data', '-x', '__proto__'),
      // A list of ids (the diário's last reports of a page of obras, decision 185).
      obras: fc.oneof(
        fc.array(numero, { maxLength: 60 }).map((ids) => ids.join(',')),
        fc.constantFrom('1,,2', ',', '1;2', '1,2,'),
      ),
    },
    { requiredKeys: [] },
  )
  .map((params) => {
    const pairs = Object.entries(params).map(([k, v]) => `${k}=${encodeURIComponent(v)}`);
    return pairs.length > 0 ? `?${pairs.join('&')}` : '';
  });

let t: TestApp;
let token: string;
let routes: string[];
let empresas: { own: number; other: number };

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app);
  token = admin.token;
  const cena = await seedCena(t, token, 1);
  await lancar(t, token, 'rdo', novoLancamento(cena));
  const diario = await criarDiario(t, token, novoDiario(cena, { data: diasAtras(2) }));
  await fotoEnviada(t, token, diario.id, await imagem('jpeg', 1, 64, 48));
  await assinar(t, token, diario.id);
  const otherToken = await signInOtherEmpresa(t);
  const other = await seedCena(t, otherToken, 1);
  await criarDiario(t, otherToken, novoDiario(other, { data: diasAtras(2) }));
  const { rows } = await t.database.pool.query<{ empresa_id: number; email: string }>(
    'select empresa_id, email from usuarios',
  );
  empresas = {
    own: rows.find((r) => r.email !== 'chefe@vizinha.com.br')!.empresa_id,
    other: rows.find((r) => r.email === 'chefe@vizinha.com.br')!.empresa_id,
  };
  const doc = (await call(t.app, { url: '/api/docs/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths)
    .filter(([path, methods]) => 'get' in methods && !path.startsWith('/api/docs'))
    .map(([path]) => path);
}, 120_000);
afterAll(() => t.close());

function problemOf(res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `status ${res.statusCode}`;
  if (res.statusCode < 400) return undefined;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return `erro com content-type '${type}'`;
  const error = apiErrorSchema.safeParse(res.json());
  if (!error.success || error.data.message.trim() === '') return 'erro fora do formato {message, errors}';
  if (res.statusCode === 400 && !error.data.errors) return '400 sem a lista errors';
  return undefined;
}

describe('fuzzing das leituras', () => {
  it(`answers generated ids and query strings on every read route without a 5xx`, async () => {
    const pools = await loadPools(t.database.pool, empresas.own, empresas.other);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    for (const [i, path] of routes.entries()) {
      const requests = fc.sample(
        fc.record({ id: pathIdArb(undefined, pools), query: fc.oneof(queryArb, readQueryArb) }),
        { numRuns: PER_ROUTE, seed: SEED + i },
      );
      for (const { id, query } of requests) {
        const url = path.replace(/\{\w+\}/g, id) + query;
        const res = await call(t.app, { url, token });
        sent += 1;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const problem = problemOf(res);
        if (problem) failures.push(`GET ${url} → ${problem}: ${res.body.slice(0, 300)}`);
      }
    }
    expect(failures.slice(0, 10), `semente FUZZ_SEED=${SEED}; ${failures.length} falhas`).toEqual([]);
    expect(routes.some((r) => r.startsWith('/api/diarios/export/'))).toBe(true);
    const resumo = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
    console.log(`fuzzing das leituras: ${sent} requisições em ${routes.length} rotas — ${resumo.join(', ')}`);
  }, 600_000);
});
