import { describe, expect, it } from 'vitest';
import { moduleGraph } from './vite-module-graph';

type Hook = (this: unknown, ...args: unknown[]) => void;

function parsed(graph: ReturnType<typeof moduleGraph>, modules: Record<string, string[]>) {
  (graph.plugin.buildStart as Hook).call({});
  for (const [id, importedIds] of Object.entries(modules))
    (graph.plugin.moduleParsed as Hook).call({}, { id, importedIds });
}

describe('moduleGraph (decision 217)', () => {
  it('tells which modules reach a matching one, directly, through others or inside a cycle', () => {
    const graph = moduleGraph();
    const reachesZod = graph.reaches(/node_modules\/zod\//);
    parsed(graph, {
      '/src/form.ts': ['/src/fields.ts'],
      '/src/fields.ts': ['/node_modules/zod/index.js'],
      // a cycle: a reaches b, b reaches a and the schema
      '/src/a.ts': ['/src/b.ts'],
      '/src/b.ts': ['/src/a.ts', '/src/fields.ts'],
      '/src/labels.ts': ['/src/money.ts'],
      '/src/money.ts': [],
      '/node_modules/zod/index.js': [],
    });
    expect(['/src/form.ts', '/src/fields.ts', '/src/a.ts', '/src/b.ts'].map(reachesZod)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['/src/labels.ts', '/src/money.ts'].map(reachesZod)).toEqual([false, false]);
  });

  it('answers from the graph of the build in progress', () => {
    const graph = moduleGraph();
    const reachesZod = graph.reaches(/node_modules\/zod\//);
    parsed(graph, { '/src/x.ts': ['/node_modules/zod/index.js'] });
    expect(reachesZod('/src/x.ts')).toBe(true);
    parsed(graph, { '/src/x.ts': [] });
    expect(reachesZod('/src/x.ts')).toBe(false);
  });
});
