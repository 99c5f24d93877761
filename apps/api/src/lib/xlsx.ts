import ExcelJS from 'exceljs';

// XLSX reports with exceljs 4.4 (decision 010), every amount a real numeric cell so the sheet can
// be summed and charted. Excel stores numbers as IEEE doubles, so the decimal strings become
// numbers here, at the cell boundary and nowhere else: a double holds any numeric(15,2) value
// exactly enough to show the same cents (15 significant digits), and the totals written are the
// server's, not formulas Excel would recompute in floating point.

export const MONEY_FORMAT = '#,##0.00';
export const QUANTITY_FORMAT = '#,##0.000';
export const PERCENT_FORMAT = '0.00"%"';
export const DATE_FORMAT = 'dd/mm/yyyy';

export const cellNumber = (decimal: string) => Number(decimal);

/** An ISO day ('2026-03-01') as a date cell: the calendar day at UTC midnight, as Excel keeps days. */
export function isoDayCell(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const cell = new Date(0);
  cell.setUTCFullYear(year!, month! - 1, date!);
  return cell;
}

/** dd/mm/aaaa as a date cell. */
export function dayCell(ddmmaaaa: string): Date {
  const [day, month, year] = ddmmaaaa.split('/');
  return isoDayCell(`${year}-${month}-${day}`);
}

export function newWorkbook(): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Gestão de Obras';
  workbook.created = new Date();
  return workbook;
}

/** 'Label | value' lines under the title, values that are dates shown as dd/mm/aaaa. */
export function infoRows(sheet: ExcelJS.Worksheet, rows: [string, string | Date][]) {
  for (const [label, value] of rows) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    if (value instanceof Date) row.getCell(2).numFmt = DATE_FORMAT;
  }
}

/** The bold, grey header row of a table; the rows above it stay in view when scrolling. */
export function tableHeader(sheet: ExcelJS.Worksheet, titles: string[]): ExcelJS.Row {
  const row = sheet.addRow(titles);
  row.font = { bold: true };
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };
  sheet.views = [{ state: 'frozen', ySplit: row.number }];
  return row;
}

export async function workbookBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
