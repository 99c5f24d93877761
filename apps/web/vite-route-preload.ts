import type { Plugin } from 'vite';
import { SCREEN_TABLE } from './src/app/routes/screen-table';
import { paths } from './src/config/paths';
import { STORAGE_KEYS } from './src/lib/storage';

// Decision 150: a direct visit asks for its route's chunks beside the app's entry, not after it.
// The build writes a small script into index.html's <head> that reads the address and whether a
// session is stored and adds <link rel="modulepreload"> for that screen's chunks and the signed-in
// area's (or the login's). The entry's own chunks are already preloaded by Vite in index.html.
// Inline since decision 243: it runs while the page is read, before the first paint, with no
// request of its own; the server allows it in its CSP by its hash (apps/api/src/lib/inline-scripts.ts).

const AUTHENTICATED = '/src/app/routes/authenticated-routes.tsx';
const LOGIN = '/src/features/autenticacao/routes/login-screen.tsx';

type Chunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
};
type Asset = { type: 'asset'; fileName: string; source: string | Uint8Array };
type Bundle = Record<string, Chunk | Asset>;

/** '/obras/diario/:id' → a regular expression source matching '/obras/diario/12' (and a final '/'). */
export function routePattern(path: string): string {
  const segments = path
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')));
  return `^${segments.join('/')}/?$`;
}

function closure(bundle: Bundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk' || seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, seen);
  return seen;
}

function preloadScript(bundle: Bundle, base: string): string {
  const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
  const chunkOf = (module: string) => {
    const chunk = chunks.find((item) => item.facadeModuleId?.endsWith(module));
    if (!chunk) throw new Error(`route-preload: nenhum chunk para ${module}`);
    return chunk.fileName;
  };
  const inEntry = new Set(
    chunks.filter((chunk) => chunk.isEntry).flatMap((c) => [...closure(bundle, c.fileName)]),
  );
  const files: string[] = [];
  const indexes = (module: string) =>
    [...closure(bundle, chunkOf(module))]
      .filter((file) => !inEntry.has(file))
      .map((file) => {
        if (!files.includes(file)) files.push(file);
        return files.indexOf(file);
      });
  const login = indexes(LOGIN);
  const area = indexes(AUTHENTICATED);
  const routes = SCREEN_TABLE.map(({ path, module }) => [
    routePattern(path),
    indexes(`/src/features/${module}.tsx`),
  ]);
  const data = JSON.stringify({
    files,
    login,
    area,
    routes,
    base,
    token: STORAGE_KEYS.token,
    home: paths.painel,
  }).replace(/</g, '\\u003c'); // never a `</script>` inside index.html's script
  return `(function (d) {
  var add = function (i) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = d.base + d.files[i];
    document.head.appendChild(link);
  };
  var signedIn = false;
  try { signedIn = !!localStorage.getItem(d.token); } catch (e) {}
  if (!signedIn) return d.login.forEach(add);
  d.area.forEach(add);
  var path = location.pathname === '/' ? d.home : location.pathname;
  for (var r = 0; r < d.routes.length; r++)
    if (new RegExp(d.routes[r][0]).test(path)) return d.routes[r][1].forEach(add);
})(${data});
`;
}

export function routePreload(): Plugin {
  let base = '/';
  return {
    name: 'gdo:route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, output) {
        const bundle = output as unknown as Bundle;
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return;
        // First in <head>: its links go out before the entry's module script is even read.
        html.source = String(html.source).replace(
          /<script /,
          () => `<script>${preloadScript(bundle, base)}</script>\n    <script `,
        );
      },
    },
  };
}
