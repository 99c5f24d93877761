// Bundles the API and the admin command into dist/ with the domain package inlined;
// everything else in node_modules stays external and is loaded at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@gdo/'));

await build({
  // The export worker is an entry of its own: lib/export-pool.ts starts it from dist/ (decision 055).
  entryPoints: {
    server: 'src/server.ts',
    'cli/admin': 'src/cli/admin.ts',
    'export-worker': 'src/export-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
