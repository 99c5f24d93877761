import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { formatBRL } from '@gdo/domain/money';
import type { Content, ContentText, CustomTableLayout, TDocumentDefinitions } from 'pdfmake/interfaces';

// PDF reports with pdfmake 0.3 (decision 010). pdfmake keeps its fonts and policies in one
// module-wide instance: it is configured once, here, and only ever used through renderPdf.
const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake') as typeof import('pdfmake');

// Roboto ships inside the pdfmake package and is embedded (subset) in every file: it has the
// Portuguese accents (ã, ç, é) and carries a Unicode map, so text can be copied and searched.
const FONT_DIR = dirname(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));
const FONT_FILES = {
  normal: join(FONT_DIR, 'Roboto-Regular.ttf'),
  bold: join(FONT_DIR, 'Roboto-Medium.ttf'),
  italics: join(FONT_DIR, 'Roboto-Italic.ttf'),
  bolditalics: join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
};
const ALLOWED_FILES = new Set(Object.values(FONT_FILES));
pdfmake.setFonts({ Roboto: FONT_FILES });
// A document is built from our data only: no URL is ever fetched and no other file read.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => ALLOWED_FILES.has(path));

export function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(definition).getBuffer();
}

/** An amount as 'R$ 1.234,56', right-aligned and on one line. */
export const moneyCell = (value: string, style: Partial<ContentText> = {}): ContentText => ({
  text: formatBRL(value),
  alignment: 'right',
  noWrap: true,
  ...style,
});

/** 'Label: value' with the label in bold. */
export const infoLine = (label: string, value: string): Content => ({
  text: [{ text: `${label}: `, bold: true }, value],
});

/** Grey header row and light rules, as every table of the reports looks. */
export const TABLE_LAYOUT: CustomTableLayout = {
  fillColor: (row: number) => (row === 0 ? '#e9ecef' : null),
  hLineColor: () => '#ced4da',
  vLineColor: () => '#ced4da',
};

/** Page size, fonts, styles and the footer ("Emitido em", page numbers) shared by the reports. */
export function reportBase({
  title,
  author,
  emitidoEm,
  orientation = 'portrait',
}: {
  title: string;
  author: string;
  emitidoEm: string;
  orientation?: 'portrait' | 'landscape';
}): Omit<TDocumentDefinitions, 'content'> {
  return {
    pageSize: 'A4',
    pageOrientation: orientation,
    pageMargins: [36, 36, 36, 48],
    info: { title, author, creator: 'Gestão de Obras' },
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    styles: {
      empresa: { fontSize: 14, bold: true },
      titulo: { fontSize: 12, bold: true, margin: [0, 4, 0, 8] },
      th: { bold: true },
      item: { bold: true, fillColor: '#f8f9fa' },
    },
    footer: (page: number, pages: number) => ({
      margin: [36, 16, 36, 0],
      columns: [
        { text: `Emitido em ${emitidoEm}`, fontSize: 8 },
        { text: `Página ${page} de ${pages}`, alignment: 'right', fontSize: 8 },
      ],
    }),
  };
}
