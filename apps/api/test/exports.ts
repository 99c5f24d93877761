import ExcelJS from 'exceljs';
import { getDocument, OPS, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

// Reading the exported files back, as a person's PDF viewer or spreadsheet would.

/** Something read from each page of a PDF, in page order. */
async function readPages<T>(data: Buffer, read: (page: PDFPageProxy, items: TextItem[]) => T): Promise<T[]> {
  const document = await getDocument({
    data: new Uint8Array(data),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: T[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const page = await document.getPage(n);
    const { items } = await page.getTextContent();
    pages.push(
      read(
        page,
        items.filter((item): item is TextItem => 'str' in item),
      ),
    );
  }
  await document.destroy();
  return pages;
}

/** The text of every page, one line per run of text pdf.js finds on the same baseline. */
export async function pdfText(data: Buffer): Promise<string> {
  const pages = await readPages(data, (_page, items) => {
    const lines: string[] = [];
    let line = '';
    let lastY: number | undefined;
    for (const item of items) {
      const y = item.transform[5] as number;
      if (lastY !== undefined && Math.abs(y - lastY) > 1) {
        lines.push(line);
        line = '';
      }
      line += item.str;
      if (item.hasEOL) line += ' ';
      lastY = y;
    }
    lines.push(line);
    return lines;
  });
  return pages.flat().join('\n');
}

export type PdfWord = { text: string; xMin: number; yMin: number; xMax: number; yMax: number };
export type PdfPage = { width: number; height: number; words: PdfWord[] };

/**
 * Every word of every page, with the box (in points, from the top left) of the run of text pdf.js
 * found it in: a word lies inside its run, so a run inside the page means its words are.
 */
export function pdfWords(data: Buffer): Promise<PdfPage[]> {
  return readPages(data, (page, items) => {
    const [, , width = 0, height = 0] = page.view;
    const words = items.flatMap((item) => {
      const [, , , , x = 0, baseline = 0] = item.transform as number[];
      const box = {
        xMin: x,
        xMax: x + item.width,
        yMin: height - baseline - item.height,
        yMax: height - baseline,
      };
      return item.str
        .split(/\s+/u)
        .filter(Boolean)
        .map((text) => ({ text, ...box }));
    });
    return { width, height, words };
  });
}

export async function readXlsx(data: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  return workbook;
}

/**
 * The image XObjects a PDF embeds, by their pixel size (pdfkit writes each dictionary as plain
 * text; a JPEG goes in as it is, so its size is the file's).
 */
export function imagensDoPdf(data: Buffer): { width: number; height: number }[] {
  const text = data.toString('latin1');
  return [...text.matchAll(/<<([^<>]*\/Subtype\s*\/Image[^<>]*)>>/g)].map(([, dict]) => ({
    width: Number(/\/Width\s+(\d+)/.exec(dict!)?.[1]),
    height: Number(/\/Height\s+(\d+)/.exec(dict!)?.[1]),
  }));
}

/** How many images each page paints (pdf.js's operator list), in page order. */
export async function imagensPintadas(data: Buffer): Promise<number[]> {
  const document = await getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise;
  const pages: number[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const { fnArray } = await (await document.getPage(n)).getOperatorList();
    pages.push(fnArray.filter((op) => op === OPS.paintImageXObject).length);
  }
  await document.destroy();
  return pages;
}
