import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Reading the exported files back, as a person's PDF viewer or spreadsheet would.

/** The text of every page, one line per run of text pdf.js finds on the same baseline. */
export async function pdfText(data: Buffer): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(data),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const page = await document.getPage(n);
    const content = await page.getTextContent();
    let line = '';
    let lastY: number | undefined;
    for (const item of content.items) {
      if (!('str' in item)) continue;
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
  }
  await document.destroy();
  return lines.join('\n');
}

export async function readXlsx(data: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  return workbook;
}
