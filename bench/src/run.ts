// npm run bench: load on the main list endpoints at several data sizes, on the embedded and the
// external PostgreSQL, each endpoint also as a ratio of a bare Fastify ceiling serving the same
// bytes. Figures go to docs/benchmarks.md. BENCH_SIZES (default 1000,100000) and BENCH_SECONDS
// (default 5) make a quicker or a fuller run.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { externalPostgresUrl } from '../../apps/api/test/external-postgres';
import { type ApiProcess, startApi } from './api-process';
import { type Payload, startCeiling } from './ceiling-process';
import { type LoadResult, load, type Scenario } from './load';
import { machineDescription, type Row, renderReport } from './report';
import { seedRegisters } from './seed';
import { seedLancamentos } from './seed-lancamentos';

const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const ENTRY_SIZES = (process.env.BENCH_LANCAMENTOS ?? '1000,100000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ADMIN = { email: 'admin@obras.local', password: 'admin12345' };

const SCENARIOS: Scenario[] = [
  { name: 'saúde (SELECT 1)', path: '/api/health' },
  { name: 'clientes, página de 50', path: '/api/clientes/list?page=1&pageSize=50' },
  { name: "clientes, busca 'silva'", path: '/api/clientes/list?q=silva&page=1&pageSize=50' },
  {
    name: 'clientes, página 100, por nome desc.',
    path: '/api/clientes/list?page=100&pageSize=50&sort=-nome',
  },
  { name: 'obras, página de 50', path: '/api/obras/list?page=1&pageSize=50' },
  { name: 'fornecedores, página de 50', path: '/api/fornecedores/list?page=1&pageSize=50' },
  {
    name: 'entrar (argon2id)',
    method: 'POST',
    path: '/api/autenticacao/autenticar',
    body: JSON.stringify(ADMIN),
    connections: 10,
  },
];

const PAINEL_SCENARIOS: Scenario[] = [
  { name: 'dashboard (todas as obras)', path: '/api/dashboard/obras' },
  { name: 'resumo de uma obra', path: '/api/obras/resumo/1' },
  {
    name: 'lançamentos do RDO de uma obra, página de 50',
    path: '/api/rdo/lancamentos/list/obra/1?page=1&pageSize=50',
  },
  { name: 'contratos, página de 50', path: '/api/contratos/list?page=1&pageSize=50' },
];

export type Suite = {
  name: string;
  sizes: number[];
  scenarios: Scenario[];
  seed: (databaseUrl: string, size: number) => Promise<void>;
};

const SUITES: Suite[] = [
  {
    name: 'Cadastros (listas paginadas): N clientes, N obras e N/10 fornecedores',
    sizes: SIZES,
    scenarios: SCENARIOS,
    seed: (url, size) => seedRegisters(url, { clientes: size }),
  },
  {
    name: 'Painel e lançamentos: 100 obras com orçamento, RDO e RDA, N lançamentos',
    sizes: ENTRY_SIZES,
    scenarios: PAINEL_SCENARIOS,
    seed: async (url, size) => {
      await seedRegisters(url, { clientes: 100 });
      await seedLancamentos(url, { lancamentos: size });
    },
  },
];

type Target = { name: string; open: () => Promise<{ api: ApiProcess; cleanup: () => Promise<void> }> };

function embeddedTarget(): Target {
  return {
    name: 'PostgreSQL embutido',
    open: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'gdo-bench-'));
      const api = await startApi({ port: 3400, dataDir: dir });
      return { api, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  };
}

function externalTarget(serverUrl: string): Target {
  return {
    name: 'PostgreSQL externo',
    open: async () => {
      const name = `gdo_bench_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const api = await startApi({ port: 3400, dataDir: tmpdir(), databaseUrl: url.toString() });
      return {
        api,
        cleanup: async () => {
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await admin.end();
        },
      };
    },
  };
}

async function measure(target: Target, suite: Suite, size: number): Promise<Row[]> {
  const { api, cleanup } = await target.open();
  try {
    await suite.seed(api.databaseUrl, size);
    const { token } = (await (
      await fetch(`${api.baseUrl}/api/autenticacao/autenticar`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      })
    ).json()) as { token: string };
    const headers = { authorization: token };
    const results: [Scenario, LoadResult][] = [];
    const payloads: Record<string, Payload> = {};
    for (const scenario of suite.scenarios) {
      results.push([scenario, await load(api.baseUrl, scenario, headers, SECONDS)]);
      const sample = await fetch(api.baseUrl + scenario.path, {
        method: scenario.method ?? 'GET',
        headers: { ...headers, 'content-type': 'application/json' },
        body: scenario.body,
      });
      payloads[scenario.path.split('?')[0]!] = {
        body: await sample.text(),
        type: sample.headers.get('content-type') ?? 'application/json',
      };
    }
    await api.stop();
    const ceiling = await startCeiling(3401, payloads);
    const rows: Row[] = [];
    for (const [scenario, result] of results) {
      const bare = await load(ceiling.baseUrl, scenario, headers, SECONDS);
      rows.push({
        suite: suite.name,
        target: target.name,
        size,
        scenario: scenario.name,
        result,
        ceiling: bare,
      });
    }
    await ceiling.stop();
    return rows;
  } finally {
    await api.stop().catch(() => {});
    await cleanup();
  }
}

const targets = [embeddedTarget()];
const external = await externalPostgresUrl();
if (external) targets.push(externalTarget(external));

const rows: Row[] = [];
for (const suite of SUITES) {
  for (const target of targets) {
    for (const size of suite.sizes) {
      console.log(`${suite.name} — ${target.name}, N = ${size}…`);
      rows.push(...(await measure(target, suite, size)));
    }
  }
}
const report = renderReport({ rows, suites: SUITES, seconds: SECONDS, machine: machineDescription() });
writeFileSync(new URL('../../docs/benchmarks.md', import.meta.url), report);
console.log(report);
