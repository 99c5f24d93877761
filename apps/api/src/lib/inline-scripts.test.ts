import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it("gives CSP's source for a script: SHA-256 in base64 (not base64url)", () => {
    expect(inlineScriptHashes('<script>alert(1)</script>')).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    ]);
  });

  it('hashes each inline script exactly as written, accents and line breaks included', () => {
    const first = "\n  var d = 'Gestão';\n";
    const second = 'console.log(1)';
    const html = `<head><script>${first}</script><SCRIPT type="text/javascript">${second}</SCRIPT></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha(first), sha(second)]);
  });

  it("hashes a script's CRLF line breaks as the browser reads them", () => {
    expect(inlineScriptHashes('<script>a();\r\nb();\rc();</script>')).toEqual([sha('a();\nb();\nc();')]);
  });

  it('leaves out scripts loaded from a file, empty ones, data blocks and commented-out ones', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script async src=/x.js></script>',
      '<script> </script>',
      '<script type="application/json">{"a":1}</script>',
      '<!-- <script>alert(1)</script> -->',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('hashes a script whose attributes only look like src, and an inline module', () => {
    const html = '<script data-src="x">f()</script><script type=module>g()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('f()'), sha('g()')]);
  });
});
