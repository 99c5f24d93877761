import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

// A <script> with content and no src attribute: the scripts the page runs from its own text.
const INLINE_SCRIPT = /<script\b((?:(?!\ssrc\s*=)[^>])*)>([\s\S]*?)<\/script>/gi;
// What the browser runs as a script: no type, or a JavaScript one (not JSON or a template's data).
const TYPE = /\stype\s*=\s*["']?([^"'\s>]*)/i;
const RUNS = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The CSP sources (`'sha256-…'`) that allow exactly the inline scripts of `html`, computed from the
 * page the server serves, so they follow every build of it (decision 243). Nothing else inline
 * runs: a changed or injected script has another hash. The text is hashed as the browser reads
 * it, line breaks made `\n`.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.replace(/<!--[\s\S]*?-->/g, '').matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '']) => RUNS.has((TYPE.exec(attributes)?.[1] ?? '').toLowerCase()))
    .map(([, , source = '']) => source.replace(/\r\n?/g, '\n'))
    .filter((source) => source.trim() !== '')
    .map((source) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`);
}

// How often the served page is looked at again: a rebuild under a running server is allowed within it.
const RECHECK_MS = 1000;

/**
 * `script-src`'s sources for the inline scripts of the page at `file`, read again when the file
 * changes (looked at once a second at most): a `dist/` rebuilt under a running server keeps its
 * inline script allowed (decision 243). No page, or an unreadable one: no inline script allowed.
 */
export function inlineScriptSources(file: string): () => string {
  let checkedAt = Number.NEGATIVE_INFINITY;
  let modified: number | undefined;
  let sources = '';
  return () => {
    const now = Date.now();
    if (now - checkedAt < RECHECK_MS) return sources;
    checkedAt = now;
    try {
      const { mtimeMs } = statSync(file);
      if (mtimeMs !== modified) sources = inlineScriptHashes(readFileSync(file, 'utf8')).join(' ');
      modified = mtimeMs;
    } catch {
      modified = undefined;
      sources = '';
    }
    return sources;
  };
}
