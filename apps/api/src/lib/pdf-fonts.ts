import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import { woffToSfnt } from './woff';

// The fonts of the PDF reports (decision 056). pdfmake draws a run of text in one font and prints
// an empty box for every character that font lacks, so the text is split into runs by the first
// font that has each character: Roboto (Latin, Greek, Cyrillic), then Noto Sans Arabic, Noto Sans
// Hebrew, Noto Emoji, and GNU Unifont EX for everything else (CJK and the rest of Unicode).
// All come from the npm registry; only the glyphs a document uses are embedded in it.

const require = createRequire(import.meta.url);
const ROBOTO_DIR = dirname(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));
/** A WOFF (not WOFF2: fontkit cannot subset its composite glyphs) of a @fontsource package: its subset for one script, in one weight. */
const fontsource = (pkg: string, subset: string, weight: number) =>
  require.resolve(`@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-normal.woff`);

type Family = { normal: string; bold: string; italics: string; bolditalics: string };
const upright = (normal: string, bold = normal): Family => ({
  normal,
  bold,
  italics: normal,
  bolditalics: bold,
});

const FONT_FAMILIES = {
  Roboto: {
    normal: join(ROBOTO_DIR, 'Roboto-Regular.ttf'),
    bold: join(ROBOTO_DIR, 'Roboto-Medium.ttf'),
    italics: join(ROBOTO_DIR, 'Roboto-Italic.ttf'),
    bolditalics: join(ROBOTO_DIR, 'Roboto-MediumItalic.ttf'),
  },
  NotoSansArabic: upright(
    fontsource('noto-sans-arabic', 'arabic', 400),
    fontsource('noto-sans-arabic', 'arabic', 700),
  ),
  NotoSansHebrew: upright(
    fontsource('noto-sans-hebrew', 'hebrew', 400),
    fontsource('noto-sans-hebrew', 'hebrew', 700),
  ),
  NotoEmoji: upright(fontsource('noto-emoji', 'emoji', 400), fontsource('noto-emoji', 'emoji', 700)),
  // Fontsource files the whole of Unifont EX under its 'latin' subset.
  Unifont: upright(fontsource('unifontex', 'latin', 400)),
} satisfies Record<string, Family>;

type FontName = keyof typeof FONT_FAMILIES;
export const DEFAULT_FONT: FontName = 'Roboto';
/** The last resort: Unifont EX has a glyph for every assigned code point of the BMP and many more. */
const LAST_RESORT: FontName = 'Unifont';
const SEARCH_ORDER: FontName[] = ['Roboto', 'NotoSansArabic', 'NotoSansHebrew', 'NotoEmoji'];

const unpacked = new Map<string, Buffer>();
/** A font file's TrueType bytes: WOFF files are unpacked once (lib/woff.ts). */
function fontData(path: string): Buffer {
  let data = unpacked.get(path);
  if (!data) {
    data = path.endsWith('.woff') ? woffToSfnt(readFileSync(path)) : readFileSync(path);
    unpacked.set(path, data);
  }
  return data;
}

/**
 * The families as pdfmake takes them: every file unpacked and written to pdfmake's virtual file
 * system under its own name, so a document never reads the disk nor inflates a WOFF again.
 */
export function pdfmakeFonts(writeFile: (name: string, data: Buffer) => void): Record<FontName, Family> {
  const vfsName = (path: string) => {
    const name = basename(path).replace(/\.woff$/, '.ttf');
    writeFile(name, fontData(path));
    return name;
  };
  return Object.fromEntries(
    Object.entries(FONT_FAMILIES).map(([family, files]) => [
      family,
      Object.fromEntries(Object.entries(files).map(([style, path]) => [style, vfsName(path)])) as Family,
    ]),
  ) as Record<FontName, Family>;
}

let coverage: Map<FontName, Set<number>> | undefined;
/** Which code points each font has, read once from its character map (Unifont's is not needed). */
function covers(font: FontName, codePoint: number): boolean {
  if (font === LAST_RESORT) return true;
  coverage ??= new Map(
    SEARCH_ORDER.map((name) => {
      const file = fontkit.create(fontData(FONT_FAMILIES[name].normal)) as fontkit.Font;
      return [name, new Set(file.characterSet)];
    }),
  );
  return coverage.get(font)!.has(codePoint);
}

// Joiners, variation selectors, combining marks and emoji modifiers belong to the character before
// them: split from it, an emoji sequence or an accented letter would fall apart.
const CLINGING_RANGES: [number, number][] = [
  [0x200c, 0x200d], // zero-width non-joiner and joiner
  [0xfe00, 0xfe0f], // variation selectors (0xfe0f: "as an emoji")
  [0x1f3fb, 0x1f3ff], // skin tones
  [0xe0020, 0xe007f], // tags (flags of regions)
];
const clings = (char: string, codePoint: number) =>
  /\p{M}/u.test(char) || CLINGING_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);
// Spaces and punctuation stay in the run they are in when its font has them. Not a space after
// Arabic or Hebrew: pdfmake draws word by word, left to right, and a right-to-left font would put
// a word's trailing space on its left, gluing it to the next word.
const NEUTRAL = /[\s.,:;!?()\-–—/]/u;
const RIGHT_TO_LEFT = new Set<FontName>(['NotoSansArabic', 'NotoSansHebrew']);
const staysIn = (run: FontRun, char: string, codePoint: number) =>
  NEUTRAL.test(char) && !(RIGHT_TO_LEFT.has(run.font) && /\s/u.test(char)) && covers(run.font, codePoint);

const fontFor = (codePoint: number) => SEARCH_ORDER.find((name) => covers(name, codePoint)) ?? LAST_RESORT;

function fontOf(char: string, last: FontRun | undefined): FontName {
  const codePoint = char.codePointAt(0)!;
  if (last && (clings(char, codePoint) || staysIn(last, char, codePoint))) return last.font;
  return fontFor(codePoint);
}

export type FontRun = { text: string; font: FontName };

/** The text as runs of consecutive characters drawn with the same font, in order. */
export function fontRuns(text: string): FontRun[] {
  const runs: FontRun[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const font = fontOf(char, last);
    if (last?.font === font) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs;
}

/** True when the whole text can be drawn with Roboto (the common case: no split needed). */
export function fitsDefaultFont(text: string): boolean {
  // Basic Latin and Latin-1 are always in Roboto: skip the per-character look-up for them.
  if (/^[\t\n\r\u0020-\u00ff]*$/.test(text)) return true;
  return fontRuns(text).every((run) => run.font === DEFAULT_FONT);
}

type Inline = string | { text: string; font: FontName };
type Node = unknown;

const inlineRuns = (text: string): Inline[] =>
  fitsDefaultFont(text)
    ? [text]
    : fontRuns(text).map((run) =>
        run.font === DEFAULT_FONT ? run.text : { text: run.text, font: run.font },
      );

function mapText(text: unknown): unknown {
  if (typeof text === 'string') {
    const runs = inlineRuns(text);
    return runs.length === 1 && typeof runs[0] === 'string' ? runs[0] : runs;
  }
  if (Array.isArray(text))
    return text.flatMap((item) => (typeof item === 'string' ? inlineRuns(item) : [mapNode(item)]));
  return text;
}

const CONTAINERS = ['stack', 'columns', 'ul', 'ol'] as const;

function mapNode(node: Node): Node {
  if (typeof node === 'string') {
    const text = mapText(node);
    return typeof text === 'string' ? text : { text };
  }
  if (Array.isArray(node)) return node.map(mapNode);
  if (node === null || typeof node !== 'object') return node;
  const source = node as Record<string, unknown>;
  const out: Record<string, unknown> = { ...source };
  if ('text' in source) out.text = mapText(source.text);
  for (const key of CONTAINERS) if (key in source) out[key] = mapNode(source[key]);
  const table = source.table as { body: Node[][] } | undefined;
  if (table) out.table = { ...table, body: table.body.map((row) => row.map(mapNode)) };
  return out;
}

/** A document's content with every text split into font runs, so no character prints as a box. */
export const withFontRuns = <T>(content: T): T => mapNode(content) as T;
