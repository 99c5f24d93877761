import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script exactly as written, accents and line breaks included', () => {
    const first = "\n  var d = 'Gestão';\n";
    const second = 'console.log(1)';
    const html = `<head><script>${first}</script><SCRIPT type="text/javascript">${second}</SCRIPT></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha(first), sha(second)]);
  });

  it('leaves out scripts loaded from a file and empty ones', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index.js"></script><script async src=/x.js></script><script> </script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});
