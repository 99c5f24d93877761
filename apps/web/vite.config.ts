/// <reference types="vitest/config" />
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { noChunkCycles } from './vite-chunk-cycles';
import { compileHints } from './vite-compile-hints';
import { moduleGraph } from './vite-module-graph';
import { pureDomain } from './vite-pure-domain';
import { routePreload } from './vite-route-preload';
import { startShell } from './vite-start-shell';
import { themeVariables } from './vite-theme-variables';

const OUT_DIR = 'dist';
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_COMPRESS_BYTES = 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? listFiles(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

// Writes .gz and .br siblings of every text asset so the API serves them without compressing
// on each request. Only dist/, the folder the API serves: a build elsewhere (`--outDir`, as the
// cross-origin e2e test makes) is served by something else and skips the ~10 s of Brotli.
function precompress(): Plugin {
  let outDir: string | undefined;
  return {
    name: 'gdo:precompress',
    apply: 'build',
    configResolved(config) {
      const served = resolve(config.root, OUT_DIR);
      outDir = resolve(config.root, config.build.outDir) === served ? served : undefined;
    },
    async closeBundle() {
      if (!outDir) return;
      const files = (await listFiles(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < MIN_COMPRESS_BYTES) return;
          const source = await readFile(file);
          const [gz, br] = await Promise.all([
            gzipAsync(source, { level: 9 }),
            brotliAsync(source, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
          ]);
          await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
        }),
      );
    },
  };
}

// Vendor code shared by every screen goes into a few long-lived chunks; what only signed-in
// screens use (icons, dates) stays out of the login route. Mantine is split three ways: what runs
// at start, what the login draws, and the rest in one file for the signed-in screens (decision
// 212, which replaced decision 121's split by the screens sharing each module).
const MANTINE = /node_modules[\\/]@mantine[\\/](?:core|hooks|form)[\\/]/;
const ICONS = /node_modules[\\/]@tabler[\\/]icons-react[\\/]/;
const MANTINE_BASE =
  /node_modules[\\/]@mantine[\\/](?:hooks[\\/]|core[\\/]esm[\\/]core[\\/]|core[\\/]esm[\\/]components[\\/](?:Portal|Paper)[\\/])/;
const MANTINE_INPUTS =
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:Input|InputBase|TextInput)[\\/]/;
// The login's components (and what they draw: Box, Loader, UnstyledButton, ActionIcon).
const MANTINE_ENTRAR =
  /node_modules[\\/]@mantine[\\/](?:core[\\/]esm[\\/]components[\\/](?:Button|PasswordInput|ActionIcon|List|Stack|Text|ThemeIcon|Title|Loader|UnstyledButton|Box)[\\/])/;
// The login's own icons (the others are in one file the signed-in screens share).
const ICONS_ENTRAR =
  /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]Icon(?:At|Lock|BuildingCommunity|Check)\.mjs$/;
// The toasts' components, loaded 2 s after the page (decision 197), also drawn by menus and modals.
const MANTINE_AVISOS =
  /node_modules[\\/]@mantine[\\/](?:notifications[\\/]|core[\\/]esm[\\/]components[\\/](?:Notification|Transition|CloseButton)[\\/])/;
const QUERY = /node_modules[\\/]@tanstack[\\/](?:query-core|react-query)[\\/]/;
const APP = /[\\/](?:apps[\\/]web[\\/]src|packages[\\/]domain[\\/]src)[\\/]/;
const APP_SHARED =
  /(?:packages[\\/]domain[\\/]src|apps[\\/]web[\\/]src[\\/](?:components|lib|entities|config))[\\/]/;
const SHARED_BY = 3;
// What index.html's entry runs, and what the login draws besides (decision 227).
const AT_START_CODE = [APP, QUERY, MANTINE, ICONS];
const LOGIN_CODE = [MANTINE_BASE, MANTINE_INPUTS, MANTINE_ENTRAR, ICONS_ENTRAR];
const graph = moduleGraph();
// zod and the forms' resolver: only the screens with a form need them (decision 217).
const VALIDATION = /node_modules[\\/](?:zod|mantine-form-zod-resolver)[\\/]/;
const reachesValidation = graph.reaches(VALIDATION);
// '$initial': what index.html's entry runs at start, after tree-shaking (Rolldown's tag).
const AT_START: '$initial'[] = ['$initial'];
const VENDOR_CHUNKS: {
  name: string;
  test: RegExp | ((id: string) => boolean);
  priority?: number;
  tags?: '$initial'[];
  minShareCount?: number;
}[] = [
  { name: 'react', test: /node_modules[\\/](?:react|react-dom|scheduler)[\\/]/, priority: 3 },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 3 },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 3 },
  // What the entry runs at start — the app's own code and the Query, Mantine and icons it runs — in
  // one chunk: all of it runs at start anyway, so no route loads more (decision 195). One file, not
  // four: index.html's first requests fit HTTP/1.1's six connections (decision 227).
  {
    name: 'inicio',
    test: (id: string) => AT_START_CODE.some((test) => test.test(id)),
    tags: AT_START,
    priority: 2,
  },
  // What the login draws besides, and every signed-in screen too: Mantine's hooks and core (Box,
  // styles, contexts), Portal, Paper, the inputs, the buttons and texts, and the login's icons, in
  // one file (11 KB) instead of four (decisions 212 and 227). Only what the login draws: the
  // login's JavaScript stays within issue 15's 150 KB.
  { name: 'mantine-entrar', test: (id: string) => LOGIN_CODE.some((test) => test.test(id)), priority: 2 },
  // The toasts' components, loaded 2 s after the page (decision 197), in a file of their own so the
  // login's toasts do not load the signed-in screens' Mantine.
  { name: 'mantine-avisos', test: MANTINE_AVISOS, priority: 2 },
  // The rest of Mantine in one file (66 KB), and every icon in another (4 KB; with Mantine, the
  // login's toasts and the not-found screen would load all of Mantine for two icons): split by the
  // screens sharing them, a signed-in screen loaded 30–50 files of 0.3–14 KB, each a request queued
  // behind the six connections of HTTP/1.1 (decision 212).
  { name: 'mantine', test: MANTINE, priority: 1 },
  { name: 'icones', test: ICONS, priority: 1 },
  // The app's shared code (domain, components, lib, entities, config) that three screens or more
  // use, in one file (30 KB): it was 15–30 files of 0.1–5 KB on each screen. What fewer screens
  // share stays split by them (decision 212; three instead of five since decision 227: 3–6 files
  // fewer per screen for 0–2 KB more). Not what brings zod with it (the forms and the
  // domain's schemas): in one file, every screen loaded zod and built every schema (decision 217).
  {
    name: 'comum',
    test: (id: string) => APP_SHARED.test(id) && !reachesValidation(id),
    minShareCount: SHARED_BY,
    priority: 0,
  },
];

// The chunks whose functions mostly run on a first visit, compiled by V8 whole on a background
// thread as they download (decision 243). By V8's coverage of the login, the dashboard, the entries
// and the diário (2026-11-27): React 60–63 % of its bytes run, the start chunk 57–74 %, the login's
// Mantine 49–58 %, the icons 100 %, the signed-in area 86–88 %, each screen's own chunk 44–97 %.
// Not the router (25–31 %), the rest of Mantine (10–27 %), the shared code (21–33 %) or zod (25 %):
// most of their functions never run there, and compiling them would only take memory.
const COMPILED_AT_ONCE =
  /^(?:react|inicio|mantine-entrar|icones|authenticated-routes|relatorio-cartao|.+-screen)$/;

export default defineConfig({
  plugins: [
    react(),
    graph.plugin,
    pureDomain(),
    startShell(),
    themeVariables(),
    routePreload(),
    compileHints(COMPILED_AT_ONCE),
    precompress(),
    noChunkCycles(),
  ],
  resolve: { tsconfigPaths: true },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks and CSS each route needs, read by the bench's bundle
    // sizes (not served: the API skips dotfiles).
    manifest: true,
    // Every stylesheet in one file, linked by index.html (decision 224): 29 KB with Brotli, against
    // 26 KB for the login's and 35 KB in six files for a signed-in screen's, each file a request
    // behind HTTP/1.1's six connections.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: VENDOR_CHUNKS },
        // Mantine's groups are named after every screen sharing them (a hundred characters); each
        // name is repeated in the entry's preload lists and the route preload (decision 150).
        chunkFileNames: (chunk) =>
          /^(?:mantine|icones)~/.test(chunk.name)
            ? `assets/${chunk.name.split('~')[0]}-[hash].js`
            : 'assets/[name]-[hash].js',
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts', 'vite-*.test.ts', 'vite-*.test.tsx'],
    setupFiles: ['./test/setup.ts'],
    // The device on UTC, whatever the machine's zone: the tests of "today on the sites' clock" at
    // 01:30 UTC (22:30 in São Paulo) tell the two apart only when the device's day differs.
    env: { TZ: 'UTC' },
    css: false,
    // A test that types into several Mantine inputs takes seconds in jsdom on a loaded machine;
    // the default 5 s equals the waiting queries' own limit (test/setup.ts) and cut them short.
    testTimeout: 20_000,
  },
});
