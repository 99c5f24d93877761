// npm run bench: the API's endpoints under load (50 connections) and one user's latency (1
// connection) at several data sizes, on the embedded and the external PostgreSQL, each endpoint
// also as a fraction of a bare Fastify ceiling serving the same bytes; sign-in to a usable dashboard
// in Chromium; Lighthouse; the web app's bundle sizes. Figures go to docs/benchmarks.md.
//   BENCH_SUITES       which parts (default all): cadastros, painel, browser, lighthouse, navegacao,
//                      bundle, diario
//                      (a run of some parts rewrites only their sections of docs/benchmarks.md)
//   BENCH_SIZES        registers (default 1000,100000,1000000)
//   BENCH_LANCAMENTOS  entries (default 1000,100000,1000000)
//   BENCH_SECONDS      per measure (default 2); BENCH_BROWSER_RUNS sign-ins per size (default 3)
//   BENCH_API_PORT     the API's port (default 3400; the ceiling's is the next one)
//   BENCH_LIGHTHOUSE_HTTP2=0  skips Lighthouse's second pass behind the HTTPS + HTTP/2 front
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { externalPostgresUrl } from '../../apps/api/test/external-postgres';
import { measureBundles } from './bundle';
import { diarioRun } from './diario-run';
import { machineDescription, mergeReport, renderReport } from './report';
import { entriesRun, type Options, type Results, registersRun, SUITE_NAMES, type Suite } from './runs';
import { embeddedTarget, externalTarget } from './targets';

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const suites = new Set(list(process.env.BENCH_SUITES ?? SUITE_NAMES.join(',')) as Suite[]);
const unknown = [...suites].filter((suite) => !SUITE_NAMES.includes(suite));
if (unknown.length > 0) {
  throw new Error(`BENCH_SUITES: ${unknown.join(', ')}? Use ${SUITE_NAMES.join(', ')}.`);
}

const options: Options = {
  suites,
  registerSizes: list(process.env.BENCH_SIZES ?? '1000,100000,1000000').map(Number),
  entrySizes: list(process.env.BENCH_LANCAMENTOS ?? '1000,100000,1000000').map(Number),
  seconds: Number(process.env.BENCH_SECONDS ?? 2),
  browserRuns: Number(process.env.BENCH_BROWSER_RUNS ?? 3),
};

const started = performance.now();
const results: Results = {
  http: [],
  seeds: [],
  browser: [],
  lighthouse: [],
  navegacao: [],
  bundles: undefined,
  diario: [],
  timings: new Map(),
};
if (suites.has('bundle')) {
  const bundleStarted = performance.now();
  results.bundles = measureBundles();
  results.timings.set('bundle', (performance.now() - bundleStarted) / 1000);
}

const targets = [embeddedTarget()];
const external = await externalPostgresUrl();
if (external) targets.push(externalTarget(external));

if (suites.has('cadastros')) {
  for (const target of targets) {
    for (const size of options.registerSizes) await registersRun(target, size, options, results);
  }
}
if (['painel', 'browser', 'lighthouse', 'navegacao'].some((suite) => suites.has(suite as Suite))) {
  for (const target of targets) {
    for (const size of options.entrySizes) await entriesRun(target, size, options, results);
  }
}
if (suites.has('diario')) {
  for (const target of targets) {
    const diarioStarted = performance.now();
    results.diario.push(await diarioRun(target));
    results.timings.set(
      'diario',
      (results.timings.get('diario') ?? 0) + (performance.now() - diarioStarted) / 1000,
    );
  }
}
results.timings.set('total', (performance.now() - started) / 1000);
const report = renderReport({ results, options, machine: machineDescription() });
const file = new URL('../../docs/benchmarks.md', import.meta.url);
const partial = SUITE_NAMES.some((suite) => !suites.has(suite));
writeFileSync(file, partial && existsSync(file) ? mergeReport(readFileSync(file, 'utf8'), report) : report);
console.log(report);
