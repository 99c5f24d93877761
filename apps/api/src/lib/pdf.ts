import { createRequire } from 'node:module';
import { formatMoneyNumber } from '@gdo/domain/money';
import type {
  Column,
  Content,
  ContentTable,
  ContentText,
  CustomTableLayout,
  TableCell,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';
import { DEFAULT_FONT, pdfmakeFonts, withFontRuns } from './pdf-fonts';

// PDF reports with pdfmake 0.3 (decision 010). pdfmake keeps its fonts and policies in one
// module-wide instance: it is configured once, here, and only ever used through renderPdf.
const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake') as typeof import('pdfmake') & {
  virtualfs: { writeFileSync(name: string, data: Buffer): void };
};

// The fonts (lib/pdf-fonts.ts, decision 056) are loaded into pdfmake's virtual file system and
// embedded as subsets with a Unicode map, so the text can be copied and searched.
pdfmake.setFonts(pdfmakeFonts((name, data) => pdfmake.virtualfs.writeFileSync(name, data)));
// A document is built from our data only: no URL is ever fetched and no file read.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy(() => false);

export function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf({ ...definition, content: withFontRuns(definition.content) }).getBuffer();
}

/**
 * An amount as a PDF cell writes it: 'R$ 1.234,56' with a plain space, unlike the screens' NBSP
 * (formatBRL, decision 099). A PDF cell's width is fixed: the money columns are sized so the usual
 * amounts fit whole, and one too long for its cell puts 'R$' on the line above rather than
 * splitting its digits or running off the page.
 */
export function pdfMoney(value: string): string {
  return `R$ ${formatMoneyNumber(value)}`;
}

/** An amount right-aligned in its cell (pdfMoney). */
export const moneyCell = (value: string, style: Partial<ContentText> = {}): ContentText => ({
  text: pdfMoney(value),
  alignment: 'right',
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

/**
 * A report table that always fits its page (decision 056): every width is a share of the page
 * ('12%'), never 'auto' or '*', which grow with the longest word, so a 60-character NF wraps in its
 * cell instead of pushing the amounts off the page. The header row repeats on every page and no
 * row is split across two.
 */
export function reportTable(widths: `${number}%`[], body: TableCell[][]): ContentTable {
  return { table: { headerRows: 1, dontBreakRows: true, widths, body }, layout: TABLE_LAYOUT };
}

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
    defaultStyle: { font: DEFAULT_FONT, fontSize: 9 },
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

/** A document's heading facts in two columns (obra, contract, dates…), above its table. */
export function infoColumns(esquerda: Content[], direita: Content[], larguraEsquerda = 50): Content {
  return {
    columns: [
      { width: `${larguraEsquerda}%`, stack: esquerda },
      { width: `${100 - larguraEsquerda}%`, stack: direita },
    ],
    margin: [0, 0, 0, 12],
  };
}

/** Where the parties sign: an opening line, one signature line per party, a place and date. */
export function assinaturas(
  abertura: string,
  partes: [{ quem: string; detalhe: string }, { quem: string; detalhe: string }],
): Content {
  const linha = ({ quem, detalhe }: { quem: string; detalhe: string }): Column => ({
    width: '45%',
    stack: [
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 230, y2: 0, lineWidth: 0.5 }], margin: [0, 48, 0, 4] },
      { text: quem, bold: true },
      { text: detalhe, fontSize: 8 },
    ],
  });
  return {
    unbreakable: true,
    stack: [
      { text: abertura, margin: [0, 24, 0, 0] },
      { columns: [linha(partes[0]), { width: '10%', text: '' }, linha(partes[1])] },
      { text: 'Local e data: ______________________________', margin: [0, 24, 0, 0] },
    ],
  };
}
