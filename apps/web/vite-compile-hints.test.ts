import { describe, expect, it } from 'vitest';
import { ALL_FUNCTIONS_HINT, compileHints, withCompileHint } from './vite-compile-hints';

type Hook = (...args: unknown[]) => unknown;
const hooks = (plugin: ReturnType<typeof compileHints>) => ({
  generate: (plugin.generateBundle as { handler: Hook }).handler,
  write: plugin.writeBundle as Hook,
  hash: plugin.augmentChunkHash as Hook,
});

describe('compile hints (decision 243)', () => {
  it("put V8's hint on the first line of the chunks named, before Vite's preload map", () => {
    const bundle: Record<string, unknown> = {
      'assets/inicio-1.js': { type: 'chunk', name: 'inicio', code: 'const __vite__mapDeps=1;\nexport{}' },
      'assets/painel-screen-2.js': { type: 'chunk', name: 'painel-screen', code: 'export{}' },
      'assets/mantine-3.js': { type: 'chunk', name: 'mantine', code: 'export{}' },
      'assets/style-4.css': { type: 'asset', name: 'style', source: 'a{}' },
    };
    const { generate, write } = hooks(compileHints(/^(?:inicio|.+-screen)$/));
    generate({}, bundle);
    generate({}, bundle); // a second pass adds no second hint
    write({}, bundle);

    const code = (file: string) => (bundle[file] as { code: string }).code;
    expect(code('assets/inicio-1.js')).toBe(`${ALL_FUNCTIONS_HINT}\nconst __vite__mapDeps=1;\nexport{}`);
    expect(code('assets/painel-screen-2.js')).toBe(`${ALL_FUNCTIONS_HINT}\nexport{}`);
    expect(code('assets/mantine-3.js')).toBe('export{}');
    expect(bundle['assets/style-4.css']).toEqual({ type: 'asset', name: 'style', source: 'a{}' });
  });

  it("count in a hinted chunk's hash, so its file name changes with the hint", () => {
    const { hash } = hooks(compileHints(/^inicio$/));
    expect(hash({ name: 'inicio' })).toBe(ALL_FUNCTIONS_HINT);
    expect(hash({ name: 'mantine' })).toBeUndefined();
  });

  it('fail the build when something written after them moved the hint off the first line', () => {
    const { write } = hooks(compileHints(/^inicio$/));
    const bundle = {
      'assets/inicio-1.js': { type: 'chunk', name: 'inicio', code: `const x=1;\n${ALL_FUNCTIONS_HINT}\n` },
    };
    expect(() => write({}, bundle)).toThrow('assets/inicio-1.js não começa pela dica do V8.');
  });

  it('refuse a chunk with a source map, which the hint would put a line off', () => {
    const { generate } = hooks(compileHints(/^inicio$/));
    const bundle = { 'assets/inicio-1.js': { type: 'chunk', name: 'inicio', code: 'x', map: {} } };
    expect(() => generate({}, bundle)).toThrow('um mapa de fonte ficaria uma linha fora');
  });

  it('is the comment V8 reads', () => {
    expect(withCompileHint('f()')).toBe('//# allFunctionsCalledOnLoad\nf()');
  });
});
