import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chromium 136+): compile every function of the file at once. */
export const ALL_FUNCTIONS_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The hint on the first line of `code`, where V8 reads it. Other engines read a comment.
 */
export function withCompileHint(code: string): string {
  return code.startsWith(ALL_FUNCTIONS_HINT) ? code : `${ALL_FUNCTIONS_HINT}\n${code}`;
}

/**
 * Decision 243: the chunks named by `eager` are compiled by V8 whole, on a background thread while
 * they download, instead of one function at a time on the main thread at its first call. Runs
 * last, after Vite's own additions to each chunk's first line (its preload map), so the hint is
 * the file's first line.
 */
export function compileHints(eager: RegExp): Plugin {
  return {
    name: 'gdo:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && eager.test(chunk.name)) chunk.code = withCompileHint(chunk.code);
        }
      },
    },
  };
}
