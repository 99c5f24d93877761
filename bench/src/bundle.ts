import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

// Gzip sizes of what each route of the built web app needs, from Vite's manifest: a route's chunk
// and its static imports, transitively, with their CSS. Dynamic imports load later, on demand.
// The stylesheets index.html links (all of the app's CSS in one file, decision 224) count for every
// route and its cold visit, not when opening it later: they came with the entry.

const DIST = new URL('../../apps/web/dist/', import.meta.url);
const ENTRY = 'index.html';
const AUTHENTICATED = 'src/app/routes/authenticated-routes.tsx';
const LOGIN = 'src/features/autenticacao/routes/login-screen.tsx';

type Chunk = { file: string; imports?: string[]; css?: string[]; isDynamicEntry?: boolean };
type Manifest = Record<string, Chunk>;

export type RouteBundle = {
  route: string;
  /** The route's chunk and its static imports, gzip -9. */
  js: number;
  css: number;
  /** Everything a cold visit straight to this route loads: the app's entry and shell too. */
  cold: number;
  /** What opening it costs once the app is loaded (entry and, behind the login, the shell). */
  extra: number;
};

function closure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest, manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

/** The stylesheets index.html links ('assets/style-….css'), relative to dist/. */
function linkedStylesheets(): string[] {
  const html = readFileSync(new URL(ENTRY, DIST), 'utf8');
  const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  return links.map((link) => /href="\/?([^"]+)"/.exec(link)![1]!);
}

function sizer(manifest: Manifest) {
  const cache = new Map<string, number>();
  const gzipped = (file: string) => {
    if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(new URL(file, DIST)), { level: 9 }).length);
    return cache.get(file)!;
  };
  const linked = linkedStylesheets();
  return (keys: Set<string>, { withLinked }: { withLinked: boolean }) => {
    const files = { js: new Set<string>(), css: new Set<string>(withLinked ? linked : []) };
    for (const key of keys) {
      files.js.add(manifest[key]!.file);
      for (const css of manifest[key]!.css ?? []) files.css.add(css);
    }
    const sum = (set: Set<string>) => [...set].reduce((total, file) => total + gzipped(file), 0);
    return { js: sum(files.js), css: sum(files.css) };
  };
}

/** A lazy screen's short name: src/features/clientes/routes/clientes-screen.tsx → clientes-screen. */
const screenName = (key: string) => key.replace(/^.*\//, '').replace(/\.tsx?$/, '');

export function measureBundles(): RouteBundle[] {
  const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', DIST), 'utf8')) as Manifest;
  const size = sizer(manifest);
  const entry = closure(manifest, [ENTRY]);
  const shell = closure(manifest, [ENTRY, AUTHENTICATED]);
  const row = (route: string, own: Set<string>, base: Set<string>): RouteBundle => {
    const { js, css } = size(own, { withLinked: true });
    const cold = size(new Set([...base, ...own]), { withLinked: true });
    const extra = size(new Set([...own].filter((key) => !base.has(key))), { withLinked: false });
    return { route, js, css, cold: cold.js + cold.css, extra: extra.js + extra.css };
  };
  const rows = [
    row('entrada do app (index.html)', entry, entry),
    row('login (/)', closure(manifest, [LOGIN]), entry),
    row('área logada (menu e layout)', closure(manifest, [AUTHENTICATED]), entry),
  ];
  const screens = Object.keys(manifest)
    .filter((key) => manifest[key]!.isDynamicEntry && key !== LOGIN && key !== AUTHENTICATED)
    .sort();
  for (const key of screens) rows.push(row(screenName(key), closure(manifest, [key]), shell));
  return rows;
}
