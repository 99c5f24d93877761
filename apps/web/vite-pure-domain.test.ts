import { build, parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { markTopLevelCallsPure } from './vite-pure-domain';

const mark = (code: string) => markTopLevelCallsPure(code, parseAst(code) as never)?.code;

describe('markTopLevelCallsPure (decision 217)', () => {
  it('wraps each top-level const that runs a call in a pure function call', () => {
    const code = [
      "import { z } from 'zod';",
      'const base = z.object({ a: z.string() });',
      'export const schema = base.extend({ b: base.shape.a.nullable() });',
      "export const LABELS = { a: 'A' };",
      'export const chain = z.string().trim().min(1);',
    ].join('\n');
    expect(mark(code)).toBe(
      [
        "import { z } from 'zod';",
        'const base = /* @__PURE__ */ (() => (z.object({ a: z.string() })))();',
        'export const schema = /* @__PURE__ */ (() => (base.extend({ b: base.shape.a.nullable() })))();',
        "export const LABELS = { a: 'A' };",
        'export const chain = /* @__PURE__ */ (() => (z.string().trim().min(1)))();',
      ].join('\n'),
    );
  });

  it('leaves functions, statements that are not a const, and modules without such calls alone', () => {
    expect(
      mark('export function f() { return g(); }\nexport const h = () => g();\nconst n = 1;'),
    ).toBeUndefined();
    expect(mark('let counter = start();\nregister(counter);')).toBeUndefined();
    expect(mark('const total = (count += add(1));\nconst gone = (delete cache[key(1)]);')).toBeUndefined();
  });

  // The point of it: a schema no screen uses is not in the bundle, and neither is what only it needs.
  it('lets the build drop an unused schema and what only it imports, and keep the used ones', async () => {
    const files: Record<string, string> = {
      'main.js': "import { TOTAL, usedSchema } from './domain.js';\nconsole.log(TOTAL, usedSchema);",
      'domain.js': [
        "import { z } from './z.js';",
        "import { heavy } from './heavy.js';",
        "export const TOTAL = 'x-total-count';",
        "export const usedSchema = z.object({ a: z.string('USED') });",
        "export const unusedSchema = z.object({ b: heavy('UNUSED') });",
      ].join('\n'),
      'z.js': 'export const z = { object: (shape) => ({ shape }), string: (name) => name };',
      'heavy.js': "export function heavy(name) { return 'HEAVY ' + name; }",
    };
    const result = await build({
      logLevel: 'silent',
      configFile: false,
      plugins: [
        {
          name: 'files',
          resolveId: (id) => (id.replace('./', '') in files ? `\0${id.replace('./', '')}` : undefined),
          load: (id) => files[id.replace('\0', '')],
        },
        {
          name: 'pure',
          transform(code, id) {
            return id === '\0domain.js' ? markTopLevelCallsPure(code, this.parse(code) as never) : undefined;
          },
        },
      ],
      build: { write: false, minify: false, rolldownOptions: { input: 'main.js' } },
    });
    const output = (Array.isArray(result) ? result[0] : result) as { output: { code?: string }[] };
    const code = output.output[0]!.code!;
    expect(code).toMatch(/\bUSED\b/);
    expect(code).not.toContain('UNUSED');
    expect(code).not.toContain('HEAVY');
  });
});
