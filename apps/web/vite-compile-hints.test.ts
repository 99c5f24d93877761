import { describe, expect, it } from 'vitest';
import { ALL_FUNCTIONS_HINT, compileHints, withCompileHint } from './vite-compile-hints';

type Handler = (options: unknown, bundle: Record<string, unknown>) => void;

describe('compile hints (decision 243)', () => {
  it("put V8's hint on the first line of the chunks named, before Vite's preload map", () => {
    const bundle: Record<string, unknown> = {
      'assets/inicio-1.js': { type: 'chunk', name: 'inicio', code: 'const __vite__mapDeps=1;\nexport{}' },
      'assets/painel-screen-2.js': { type: 'chunk', name: 'painel-screen', code: 'export{}' },
      'assets/mantine-3.js': { type: 'chunk', name: 'mantine', code: 'export{}' },
      'assets/style-4.css': { type: 'asset', name: 'style', source: 'a{}' },
    };
    const plugin = compileHints(/^(?:inicio|.+-screen)$/);
    const { handler } = plugin.generateBundle as { handler: Handler };
    handler({}, bundle);
    handler({}, bundle); // a second pass adds no second hint

    const code = (file: string) => (bundle[file] as { code: string }).code;
    expect(code('assets/inicio-1.js')).toBe(`${ALL_FUNCTIONS_HINT}\nconst __vite__mapDeps=1;\nexport{}`);
    expect(code('assets/painel-screen-2.js')).toBe(`${ALL_FUNCTIONS_HINT}\nexport{}`);
    expect(code('assets/mantine-3.js')).toBe('export{}');
    expect(bundle['assets/style-4.css']).toEqual({ type: 'asset', name: 'style', source: 'a{}' });
  });

  it('is the comment V8 reads', () => {
    expect(withCompileHint('f()')).toBe('//# allFunctionsCalledOnLoad\nf()');
  });
});
