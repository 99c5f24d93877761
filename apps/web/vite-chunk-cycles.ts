import type { Plugin } from 'vite';

type Chunk = { fileName: string; imports: string[] };

/** A cycle of static imports among `chunks`, as the files in order, or undefined when none. */
export function chunkCycle(chunks: Chunk[]): string[] | undefined {
  const imports = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | undefined => {
    const at = path.indexOf(file);
    if (at >= 0) return [...path.slice(at), file];
    if (done.has(file)) return undefined;
    path.push(file);
    for (const next of imports.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(file);
    return undefined;
  };
  for (const file of imports.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return undefined;
}

// Two chunks that import each other evaluate one of them first, before the other has defined
// what it reads at load (a Mantine component's `Input.classes`: "Cannot read properties of
// undefined" on a direct visit, the screen never drawn). The chunk groups (vite.config.ts,
// decisions 157 and 195) can produce such a pair when the screens change; the build fails then,
// naming it, instead of the users' browsers (decision 175).
export function noChunkCycles(): Plugin {
  return {
    name: 'gdo:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is typeof item & Chunk => item.type === 'chunk',
      );
      const cycle = chunkCycle(chunks);
      if (cycle) {
        this.error(
          `Chunks that import each other: ${cycle.join(' → ')}. Change the groups in vite.config.ts (decision 175).`,
        );
      }
    },
  };
}
