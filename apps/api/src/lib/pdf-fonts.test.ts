import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitsDefaultFont, fontRuns } from './pdf-fonts';

const fonts = (text: string) => fontRuns(text).map(({ text, font }) => `${font}:${text}`);

describe('fontRuns', () => {
  it('keeps Portuguese, with its accents and symbols, in one Roboto run', () => {
    expect(fonts('Ação – concreto 1º/2ª, R$ 1.234,56 (çã)')).toEqual([
      'Roboto:Ação – concreto 1º/2ª, R$ 1.234,56 (çã)',
    ]);
    expect(fitsDefaultFont('Fundação – estrutura')).toBe(true);
  });

  it('gives each script a font that has it; spaces never in a right-to-left run', () => {
    expect(fonts('Cimento مرحبا بالعالم. fim')).toEqual([
      'Roboto:Cimento ',
      'NotoSansArabic:مرحبا',
      'Roboto: ',
      'NotoSansArabic:بالعالم',
      'Roboto:. fim', // the Arabic subset has no full stop
    ]);
    expect(fonts('שלום 中文 😀')).toEqual([
      'NotoSansHebrew:שלום',
      'Roboto: ',
      'Unifont:中文 ',
      'NotoEmoji:😀',
    ]);
    expect(fitsDefaultFont('Obra 中文')).toBe(false);
  });

  it('never splits an emoji sequence or a letter from its combining accent', () => {
    expect(fonts('a👨‍👩‍👧👍🏽🏗️')).toEqual(['Roboto:a', 'NotoEmoji:👨‍👩‍👧👍🏽🏗️']);
    expect(fonts('Jose\u0301')).toEqual(['Roboto:Jose\u0301']);
  });

  it('loses and reorders nothing: the runs put together are the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const runs = fontRuns(text);
        expect(runs.map((run) => run.text).join('')).toBe(text);
        for (const [i, run] of runs.entries()) expect(run.font).not.toBe(runs[i - 1]?.font);
      }),
    );
  });
});
