import { describe, expect, it } from 'vitest';
import { SCREEN_TABLE } from './src/app/routes/screen-table';
import { routePattern, routePreload } from './vite-route-preload';

type Hook = (...args: unknown[]) => unknown;
const chunk = (fileName: string, facadeModuleId: string | null, isEntry = false, imports: string[] = []) => ({
  type: 'chunk',
  fileName,
  isEntry,
  facadeModuleId,
  imports,
});

/** A build of every screen, an entry that imports React, and index.html as Vite writes it. */
function build(base: string): string {
  const bundle: Record<string, unknown> = {
    'index.html': {
      type: 'asset',
      fileName: 'index.html',
      source:
        '<head>\n    <title>x</title>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n</head>',
    },
    'assets/index-1.js': chunk('assets/index-1.js', '/app/src/main.tsx', true, ['assets/react-1.js']),
    'assets/react-1.js': chunk('assets/react-1.js', null),
    'assets/login-1.js': chunk(
      'assets/login-1.js',
      '/app/src/features/autenticacao/routes/login-screen.tsx',
      false,
      ['assets/react-1.js'],
    ),
    'assets/area-1.js': chunk('assets/area-1.js', '/app/src/app/routes/authenticated-routes.tsx'),
  };
  for (const [i, { module }] of SCREEN_TABLE.entries()) {
    bundle[`assets/tela-${i}.js`] = chunk(`assets/tela-${i}.js`, `/app/src/features/${module}.tsx`);
  }
  const plugin = routePreload();
  (plugin.configResolved as Hook)({ base });
  (plugin.generateBundle as { handler: Hook }).handler({}, bundle);
  return String((bundle['index.html'] as { source: string }).source);
}

describe("index.html's route preloads (decisions 150 and 243)", () => {
  it('are an inline script before the entry, which never closes early and keeps `$` patterns as written', () => {
    const html = build('/a</script>$&/');
    const script = html.indexOf('<script>');
    expect(script).toBeGreaterThan(-1);
    expect(script).toBeLessThan(html.indexOf('<script type="module"'));
    const body = html.slice(script + '<script>'.length, html.indexOf('</script>', script));
    expect(body).not.toMatch(/<\/script/i);
    expect(body).toContain('"base":"/a\\u003c/script>$&/"');
    // The entry's own chunks are Vite's to preload; the login's and the screens' are the script's.
    expect(body).not.toContain('assets/react-1.js');
    expect(body).toContain('assets/login-1.js');
    expect(body).toContain('assets/area-1.js');
  });

  it("match a screen's address, a final '/' included", () => {
    const pattern = new RegExp(routePattern('/obras/diario/:id/novo'));
    expect(pattern.test('/obras/diario/12/novo')).toBe(true);
    expect(pattern.test('/obras/diario/12/novo/')).toBe(true);
    expect(pattern.test('/obras/diario/12')).toBe(false);
  });
});
