// npm run ab -w @gdo/bench -- …: two builds of the app compared on the phone, side by side, on one
// seeded database, measures alternated between them (decision 228). A single build's figures move
// by ±5 Lighthouse points between runs on this shared machine; only alternated medians tell a
// change from the noise.
//   snapshot NAME                 keeps this checkout's current build (run `npm run build` first)
//                                 under bench/.ab/NAME
//   compare A B [ROUNDS] [REGEX]  serves snapshots A and B (ports 3471 and 3472) and measures, in
//                                 turn, ROUNDS times (default 4): Lighthouse's phone profile on the
//                                 login, the dashboard and the screens of lighthouse-pages.ts whose
//                                 name matches REGEX (default all), then the same screens on the
//                                 slowed phone of phone-run.ts; prints the medians.
//   profile NAME [VISITS] [REGEX] serves snapshot NAME (port 3473) and prints where each screen's CPU
//                                 goes on the slowed phone: self time per function and per file,
//                                 mean of VISITS cold visits (default 3; decision 241). Names are
//                                 the source's in a snapshot built with `npx vite build --minify false`.
//   compress A B [ROUNDS]         serves snapshots A and B in turn (port 3474), ROUNDS times (default 2),
//                                 and measures their kept lists' req/s and bytes as autocannon reads
//                                 them and with gzip and brotli accepted (decision 246); prints medians.
//   AB_DATABASE_URL  the database both serve (default postgres://postgres@127.0.0.1:5432/gdo_ab: made
//                    and seeded at the first compare, kept for the next ones)
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startApi } from './api-process';
import { measureEncodings } from './encoding-run';
import { lighthousePages } from './lighthouse-pages';
import { type LighthousePage, type LighthouseRow, measureLighthouse } from './lighthouse-run';
import { measurePhone, type PhoneRow } from './phone-run';
import { profilePages } from './profile-run';
import { decimal, int, median, ms, table } from './report-format';
import { ADMIN } from './scenarios';
import { seedRegisters } from './seed';
import { seedLancamentos } from './seed-lancamentos';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const AB = join(ROOT, 'bench', '.ab');
const DATABASE_URL = process.env.AB_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gdo_ab';
const PORTS = [3471, 3472];

/** This checkout's built API and web app, copied as `npm start` serves them. */
function snapshot(name: string): void {
  const api = join(ROOT, 'apps', 'api');
  const web = join(ROOT, 'apps', 'web', 'dist', 'index.html');
  if (!existsSync(join(api, 'dist', 'server.js')) || !existsSync(web)) {
    throw new Error('Nada compilado: rode `npm run build` antes do snapshot.');
  }
  const target = join(AB, name);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(join(target, 'apps', 'api'), { recursive: true });
  for (const part of ['dist', 'drizzle', 'drizzle.config.ts', 'package.json']) {
    cpSync(join(api, part), join(target, 'apps', 'api', part), { recursive: true });
  }
  cpSync(join(ROOT, 'apps', 'web', 'dist'), join(target, 'apps', 'web', 'dist'), { recursive: true });
  // The server's packages resolve from this checkout, as they did when it was built.
  symlinkSync(join(ROOT, 'node_modules'), join(target, 'node_modules'));
  if (existsSync(join(api, 'node_modules'))) {
    symlinkSync(join(api, 'node_modules'), join(target, 'apps', 'api', 'node_modules'));
  }
  console.log(`snapshot ${name}: ${target}`);
}

/** The comparison's database, made and seeded at the first compare; true when just made. */
async function database(): Promise<boolean> {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href,
  });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount !== 0) {
      if (!existsSync(join(AB, 'pages.json'))) {
        throw new Error(
          `O banco ${name} existe sem bench/.ab/pages.json: apague-o (DROP DATABASE) para semear de novo.`,
        );
      }
      return false;
    }
    await admin.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
    return true;
  } finally {
    await admin.end();
  }
}

type Sample = { label: string; lighthouse: LighthouseRow[]; phone: PhoneRow[] };

async function compare(labels: string[], rounds: number, pattern: RegExp): Promise<void> {
  for (const label of labels) {
    if (!existsSync(join(AB, label, 'apps', 'api', 'dist', 'server.js')))
      throw new Error(`Sem snapshot ${label}.`);
  }
  const seed = await database();
  // One after the other: the first migrates a new database, the second finds it done.
  const apis = [];
  for (const [i, label] of labels.entries()) {
    apis.push(
      await startApi({
        port: PORTS[i]!,
        dataDir: join(AB, `data-${label}`),
        databaseUrl: DATABASE_URL,
        serveWeb: true,
        server: join(AB, label, 'apps', 'api', 'dist', 'server.js'),
      }),
    );
  }
  try {
    if (seed) {
      await seedRegisters(DATABASE_URL, { clientes: 100 });
      await seedLancamentos(DATABASE_URL, { lancamentos: 100_000 });
      writeFileSync(
        join(AB, 'pages.json'),
        JSON.stringify(await lighthousePages(apis[0]!.baseUrl, DATABASE_URL)),
      );
    }
    const all = JSON.parse(readFileSync(join(AB, 'pages.json'), 'utf8')) as LighthousePage[];
    const pages = all.filter(({ page }) => pattern.test(page));
    const samples: Sample[] = [];
    for (let round = 0; round < rounds; round++) {
      // Each build first in every other round: neither always meets the machine warmer.
      const order = round % 2 === 0 ? labels.map((_, i) => i) : labels.map((_, i) => i).reverse();
      for (const i of order) {
        const { baseUrl } = apis[i]!;
        const lighthouse = await measureLighthouse(baseUrl, ADMIN, pages, { phoneOnly: true });
        const phone = await measurePhone(baseUrl, ADMIN, pages, 1);
        samples.push({ label: labels[i]!, lighthouse, phone });
        console.log(`rodada ${round + 1}/${rounds}, ${labels[i]}: ${lighthouse.map(linha).join('; ')}`);
      }
    }
    console.log(tabela(labels, samples));
  } finally {
    await Promise.all(apis.map((api) => api.stop()));
  }
}

const linha = (row: LighthouseRow) =>
  `${row.page} ${row.performance} (LCP ${ms(row.lcpMs)}, TBT ${ms(row.tbtMs)})`;

/** Medians per screen and build, Lighthouse and the slowed phone, as a Markdown table. */
function tabela(labels: string[], samples: Sample[]): string {
  const screens = [...new Set(samples.flatMap((s) => s.lighthouse.map((row) => row.page)))];
  const of = <T>(rows: T[], value: (row: T) => number) => {
    const values = rows.map(value).filter(Number.isFinite);
    return values.length ? median(values) : Number.NaN;
  };
  const rows = screens.flatMap((screen) =>
    labels.map((label) => {
      const mine = samples.filter((s) => s.label === label);
      const lh = mine.flatMap((s) => s.lighthouse.filter((row) => row.page === screen && !row.falha));
      const phone = mine.flatMap((s) => s.phone.filter((row) => row.page === screen));
      return [
        screen,
        label,
        ms(of(lh, (r) => r.performance)),
        ms(of(lh, (r) => r.lcpMs)),
        ms(of(lh, (r) => r.tbtMs)),
        ms(of(phone, (r) => r.lcpMs)),
        ms(of(phone, (r) => r.tbtMs)),
        ms(of(phone, (r) => r.longTasksMs)),
        decimal(
          of(phone, (r) => r.cls),
          3,
        ),
      ];
    }),
  );
  return table(
    [
      'tela (celular)',
      'build',
      'nota:',
      'LCP ms:',
      'TBT ms:',
      'celular: LCP ms:',
      'TBT ms:',
      'tarefas longas ms:',
      'CLS:',
    ],
    rows,
  ).join('\n');
}

async function profile(label: string, visits: number, pattern: RegExp): Promise<void> {
  if (!existsSync(join(AB, label, 'apps', 'api', 'dist', 'server.js')))
    throw new Error(`Sem snapshot ${label}.`);
  if (!existsSync(join(AB, 'pages.json'))) throw new Error('Rode um compare antes: ele semeia o banco.');
  const all = JSON.parse(readFileSync(join(AB, 'pages.json'), 'utf8')) as LighthousePage[];
  const pages = [{ page: 'dashboard', path: '/dashboard' }, ...all].filter(({ page }) => pattern.test(page));
  const api = await startApi({
    port: 3473,
    dataDir: join(AB, `data-${label}`),
    databaseUrl: DATABASE_URL,
    serveWeb: true,
    server: join(AB, label, 'apps', 'api', 'dist', 'server.js'),
  });
  try {
    for (const row of await profilePages(api.baseUrl, ADMIN, pages, visits)) {
      console.log(`\n## ${row.page}: ${ms(row.totalMs)} ms de CPU por visita (4×)`);
      const partes: [string, [string, number][]][] = [
        ['arquivo', row.byFile],
        ['função', row.byFunction],
        ['componente', row.byComponent],
        ['tarefa longa: componentes; funções', row.longTasks],
      ];
      for (const [titulo, linhas] of partes) {
        console.log(
          table(
            [titulo, 'ms'],
            linhas.map(([k, v]) => [k, ms(v)]),
          ).join('\n'),
        );
      }
    }
  } finally {
    await api.stop();
  }
}

/** Decision 246: two builds' kept answers under each Accept-Encoding, alternated; medians. */
async function compress(labels: string[], rounds: number): Promise<void> {
  if (!existsSync(join(AB, 'pages.json'))) throw new Error('Rode um compare antes: ele semeia o banco.');
  const seen = new Map<string, number[][]>();
  for (let round = 1; round <= rounds; round++) {
    for (const label of round % 2 === 1 ? labels : [...labels].reverse()) {
      const api = await startApi({
        port: 3474,
        dataDir: join(AB, `data-${label}`),
        databaseUrl: DATABASE_URL,
        server: join(AB, label, 'apps', 'api', 'dist', 'server.js'),
      });
      try {
        for (const { route, accept, result } of await measureEncodings(api.baseUrl, 3)) {
          const key = [route, accept || '—', label].join('\u0000');
          seen.set(key, [...(seen.get(key) ?? []), [result.rps, result.bytesPerRequest, result.errors]]);
        }
      } finally {
        await api.stop();
      }
      console.log(`rodada ${round}/${rounds}, ${label}`);
    }
  }
  const rows = [...seen].map(([key, values]) => [
    ...key.split('\u0000'),
    int(median(values.map((v) => v[0]!))),
    int(median(values.map((v) => v[1]!))),
    String(Math.max(...values.map((v) => v[2]!))),
  ]);
  console.log(table(['rota', 'Accept-Encoding', 'build', 'req/s', 'bytes/req.', 'erros'], rows).join('\n'));
}

const [command, ...args] = process.argv.slice(2);
if (command === 'snapshot' && args[0]) snapshot(args[0]);
else if (command === 'compare' && args[0] && args[1]) {
  await compare([args[0], args[1]], Number(args[2] ?? 4), new RegExp(args[3] ?? '.'));
} else if (command === 'compress' && args[0] && args[1]) {
  await compress([args[0], args[1]], Number(args[2] ?? 2));
} else if (command === 'profile' && args[0]) {
  await profile(args[0], Number(args[1] ?? 3), new RegExp(args[2] ?? '.'));
} else {
  console.error(
    'Uso: npm run ab -w @gdo/bench -- snapshot NOME | compare A B [RODADAS] [REGEX] | compress A B [RODADAS] | profile NOME [VISITAS] [REGEX]',
  );
  process.exitCode = 1;
}
