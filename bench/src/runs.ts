import { loadavg } from 'node:os';
import { type ApiProcess, signIn } from './api-process';
import { measureSignIn, type SignInRun } from './browser-sign-in';
import type { RouteBundle } from './bundle';
import type { DiarioRow } from './diario-run';
import { type HttpRow, measureApi, measureCeiling } from './http-measure';
import { startHttp2Front } from './http2-front';
import { lighthousePages } from './lighthouse-pages';
import { type LighthouseRow, measureLighthouse } from './lighthouse-run';
import { pagedListScenarios, REGISTER_LISTS } from './list-routes';
import type { Scenario } from './load';
import { measureNavigation, type NavigationRow } from './navigation-run';
import { measurePhone, type PhoneRow } from './phone-run';
import {
  ADMIN,
  BROWSER_ACCEPT_ENCODING,
  entryCreateScenario,
  painelScenarios,
  registerScenarios,
} from './scenarios';
import { seedRegisters } from './seed';
import {
  novoLancamentoBody,
  removeLancamentosApos,
  seedLancamentos,
  ultimoLancamento,
} from './seed-lancamentos';
import type { Target } from './targets';
import { measureWholeLists, type WholeList } from './whole-lists';

export const SUITE_NAMES = [
  'cadastros',
  'painel',
  'browser',
  'lighthouse',
  'navegacao',
  'bundle',
  'diario',
] as const;
export type Suite = (typeof SUITE_NAMES)[number];

export type Options = {
  suites: Set<Suite>;
  registerSizes: number[];
  entrySizes: number[];
  seconds: number;
  browserRuns: number;
};

export const REGISTERS_SUITE = 'Cadastros (listas paginadas): N clientes, N obras e N/10 fornecedores';
export const ENTRIES_SUITE = 'Painel e lançamentos: 100 obras com orçamento, RDO e RDA, N lançamentos';

export type SeedRow = { suite: string; target: string; size: number; seconds: number };
export type BrowserRow = { target: string; size: number; runs: SignInRun[]; lists: WholeList[] };
export type LighthouseRun = {
  target: string;
  size: number;
  rows: LighthouseRow[];
  /** When it ran, and the machine's 1-minute load average before and after (shared machine). */
  when: string;
  load: [number, number];
  /** The same screens on Chromium's own slowed phone (phone-run.ts). */
  phone: PhoneRow[];
};
/** The first click on each menu link (navigation-run.ts). */
export type NavigationRun = { target: string; size: number; when: string; rows: NavigationRow[] };

export type Results = {
  http: HttpRow[];
  seeds: SeedRow[];
  browser: BrowserRow[];
  lighthouse: LighthouseRun[];
  navegacao: NavigationRun[];
  bundles: RouteBundle[] | undefined;
  diario: DiarioRow[];
  /** Seconds each part of this run took. */
  timings: Map<string, number>;
};

/** Runs `work`, adding its duration to `part` in results.timings. */
async function timed<T>(results: Results, part: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const seconds = (performance.now() - started) / 1000;
    results.timings.set(part, (results.timings.get(part) ?? 0) + seconds);
  }
}

type Where = { suite: string; target: Target; size: number };

/**
 * The scenarios on `api`, then on the ceiling with `api` stopped (it would take CPU from it);
 * `beforeStop` runs in between, while the database is still up.
 */
async function measureHttp(
  api: ApiProcess,
  scenarios: Scenario[],
  options: Options,
  { suite, target, size }: Where,
  beforeStop: () => Promise<void> = async () => {},
): Promise<HttpRow[]> {
  const headers = {
    authorization: await signIn(api.baseUrl, ADMIN),
    'accept-encoding': BROWSER_ACCEPT_ENCODING,
  };
  const measured = await measureApi(api, scenarios, headers, options.seconds);
  await beforeStop();
  await api.stop();
  const ceilings = await measureCeiling(measured, headers, options.seconds);
  return measured.map(({ scenario, result, single }, i) => ({
    suite,
    target: target.name,
    size,
    scenario: scenario.name,
    goal: scenario.goal,
    result,
    single,
    ceiling: ceilings[i]!,
  }));
}

async function seedTimed(results: Results, row: Omit<SeedRow, 'seconds'>, seed: () => Promise<void>) {
  const started = performance.now();
  await timed(results, 'semeadura', seed);
  results.seeds.push({ ...row, seconds: (performance.now() - started) / 1000 });
}

export async function registersRun(target: Target, size: number, options: Options, results: Results) {
  console.log(`${REGISTERS_SUITE} — ${target.name}, N = ${size}…`);
  const db = await target.open();
  const api = await db.start();
  try {
    await seedTimed(results, { suite: REGISTERS_SUITE, target: target.name, size }, () =>
      seedRegisters(api.databaseUrl, { clientes: size }),
    );
    const where = { suite: REGISTERS_SUITE, target, size };
    const lists = await pagedListScenarios(api.baseUrl, (path) => REGISTER_LISTS.test(path));
    results.http.push(
      ...(await timed(results, 'cadastros (HTTP)', () =>
        measureHttp(api, registerScenarios(lists), options, where),
      )),
    );
  } finally {
    await api.stop();
    await db.close();
  }
}

/** The painel scenarios, every other paged list and an entry create; the entries it made are removed again. */
async function entriesHttp(api: ApiProcess, options: Options, where: Where) {
  const body = await novoLancamentoBody(api.databaseUrl);
  const ultimo = await ultimoLancamento(api.databaseUrl);
  const lists = await pagedListScenarios(api.baseUrl, (path) => !REGISTER_LISTS.test(path));
  return measureHttp(api, [...painelScenarios(lists), entryCreateScenario(body)], options, where, () =>
    removeLancamentosApos(api.databaseUrl, ultimo),
  );
}

/** Sign-in in Chromium and the whole lists, on the API serving the built web app. */
async function browserRow(
  api: ApiProcess,
  target: Target,
  size: number,
  options: Options,
): Promise<BrowserRow> {
  const headers = { authorization: await signIn(api.baseUrl, ADMIN) };
  // The API was just restarted: one call first, so the first sign-in does not pay its warm-up.
  await fetch(`${api.baseUrl}/api/dashboard/obras`, { headers });
  const runs = await measureSignIn(api.baseUrl, ADMIN, options.browserRuns);
  return { target: target.name, size, runs, lists: await measureWholeLists(api.baseUrl, headers) };
}

// BENCH_PHONE_VISITS: cold visits of each screen on the slowed phone (phone-run.ts); 5 unless a
// whole number of 1 or more is given.
const PHONE_VISITS = Math.max(1, Math.floor(Number(process.env.BENCH_PHONE_VISITS ?? 5)) || 5);
// BENCH_NAV_ROUNDS: fresh sessions per condition clicking each menu link once (navigation-run.ts).
const NAVIGATION_ROUNDS = Math.max(1, Math.floor(Number(process.env.BENCH_NAV_ROUNDS ?? 3)) || 3);

/**
 * One database with N entries, seeded once for every part that needs it: the painel's HTTP
 * scenarios, then the browser's sign-in and whole lists, and Lighthouse (embedded database, largest
 * N only: a dashboard of 100 obras weighs the same at every N).
 */

export async function entriesRun(target: Target, size: number, options: Options, results: Results) {
  const { suites } = options;
  const painel = suites.has('painel');
  const browser = suites.has('browser');
  const largest = target.embedded && size === Math.max(...options.entrySizes);
  const lighthouse = suites.has('lighthouse') && largest;
  const navegacao = suites.has('navegacao') && largest;
  if (!painel && !browser && !lighthouse && !navegacao) return;
  console.log(`${ENTRIES_SUITE} — ${target.name}, N = ${size}…`);
  const db = await target.open();
  // The HTTP scenarios run without the web app, as every bench before; the browser needs it.
  let api = await db.start({ serveWeb: !painel });
  try {
    await seedTimed(results, { suite: ENTRIES_SUITE, target: target.name, size }, async () => {
      await seedRegisters(api.databaseUrl, { clientes: 100 });
      await seedLancamentos(api.databaseUrl, { lancamentos: size });
    });
    if (painel) {
      const where = { suite: ENTRIES_SUITE, target, size };
      results.http.push(...(await timed(results, 'painel (HTTP)', () => entriesHttp(api, options, where))));
      if (!browser && !lighthouse && !navegacao) return;
      api = await db.start({ serveWeb: true });
    }
    if (browser) {
      results.browser.push(await timed(results, 'navegador', () => browserRow(api, target, size, options)));
    }
    if (lighthouse) {
      const pages = await lighthousePages(api.baseUrl, api.databaseUrl);
      const when = new Date().toISOString();
      const before = loadavg()[0]!;
      const rows = await timed(results, 'lighthouse', () => measureLighthouse(api.baseUrl, ADMIN, pages));
      if (process.env.BENCH_LIGHTHOUSE_HTTP2 !== '0') {
        // The same screens behind an HTTPS front with HTTP/2, as a production install serves them.
        const front = await startHttp2Front(api.baseUrl);
        try {
          const viaFront = await timed(results, 'lighthouse (HTTP/2)', () =>
            measureLighthouse(front.baseUrl, ADMIN, pages),
          );
          rows.push(...viaFront.map((r) => ({ ...r, page: `${r.page} · HTTP/2` })));
        } finally {
          await front.close();
        }
      }
      const after = loadavg()[0]!;
      const phone = await timed(results, 'celular (CPU 4× real)', () =>
        measurePhone(api.baseUrl, ADMIN, pages, PHONE_VISITS),
      );
      results.lighthouse.push({ target: target.name, size, rows, when, load: [before, after], phone });
    }
    if (navegacao) {
      const when = new Date().toISOString();
      const rows = await timed(results, 'navegação', () =>
        measureNavigation(api.baseUrl, ADMIN, NAVIGATION_ROUNDS),
      );
      results.navegacao.push({ target: target.name, size, when, rows });
    }
  } finally {
    await api.stop();
    await db.close();
  }
}
