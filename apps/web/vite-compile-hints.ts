import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chromium 136+): compile every function of the file at once. */
export const ALL_FUNCTIONS_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The hint on the first line of `code`, where V8 reads it. Other engines read a comment.
 */
export function withCompileHint(code: string): string {
  return code.startsWith(ALL_FUNCTIONS_HINT) ? code : `${ALL_FUNCTIONS_HINT}\n${code}`;
}

type Chunk = { type: 'chunk'; name: string; code: string; map?: unknown };
type Output = Record<string, Chunk | { type: 'asset' }>;

/**
 * Decision 243: the chunks named by `eager` are compiled by V8 whole, on a background thread while
 * they download, instead of one function at a time on the main thread at its first call.
 * - The hint counts in the chunk's content hash, so a file's name changes when it gains or loses
 *   the hint: the assets are cached for a year as immutable.
 * - It is written last, after Vite's own additions to a chunk's first line (its preload map), and
 *   the build fails if a later step moved it from the first line, where V8 reads it.
 * - No source map: one would be a line off (the build writes none, `build.sourcemap`).
 */
export function compileHints(eager: RegExp): Plugin {
  const hinted = (chunk: { name: string }) => eager.test(chunk.name);
  return {
    name: 'gdo:compile-hints',
    apply: 'build',
    enforce: 'post',
    augmentChunkHash(chunk) {
      return hinted(chunk) ? ALL_FUNCTIONS_HINT : undefined;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle as unknown as Output)) {
          if (chunk.type !== 'chunk' || !hinted(chunk)) continue;
          if (chunk.map) throw new Error('compile-hints: um mapa de fonte ficaria uma linha fora.');
          chunk.code = withCompileHint(chunk.code);
        }
      },
    },
    writeBundle(_options, bundle) {
      for (const [file, chunk] of Object.entries(bundle as unknown as Output)) {
        if (chunk.type === 'chunk' && hinted(chunk) && !chunk.code.startsWith(`${ALL_FUNCTIONS_HINT}\n`)) {
          throw new Error(`compile-hints: ${file} não começa pela dica do V8.`);
        }
      }
    },
  };
}
