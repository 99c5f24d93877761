import { createHash } from 'node:crypto';

// A <script> with content and no src: the scripts the page runs from its own text.
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The CSP sources (`'sha256-…'`) that allow exactly the inline scripts of `html`, computed from the
 * page the server serves, so they follow every build of it (decision 243). Nothing else inline
 * runs: a changed or injected script has another hash.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((source) => source.trim() !== '')
    .map((source) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`);
}
