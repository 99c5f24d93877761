import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff';

const require = createRequire(import.meta.url);
const WOFF = require.resolve('@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-400-normal.woff');

describe('woffToSfnt', () => {
  it('unpacks a WOFF into the TrueType font it wraps, glyph for glyph', () => {
    const woff = readFileSync(WOFF);
    const wrapped = fontkit.create(woff) as fontkit.Font;
    const unpacked = fontkit.create(woffToSfnt(woff)) as fontkit.Font;
    expect(unpacked.type).toBe('TTF');
    expect(unpacked.numGlyphs).toBe(wrapped.numGlyphs);
    expect(unpacked.characterSet).toEqual(wrapped.characterSet);
    const layout = (font: fontkit.Font) =>
      font.layout('שלום עולם').glyphs.map((glyph) => [glyph.id, glyph.advanceWidth]);
    expect(layout(unpacked)).toEqual(layout(wrapped));
  });

  it('refuses a file that is not a WOFF', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, just some text'))).toThrow('not a WOFF file');
  });
});
