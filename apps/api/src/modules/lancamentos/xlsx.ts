import type ExcelJS from 'exceljs';
import {
  cellNumber,
  DATE_FORMAT,
  infoRows,
  isoDayCell,
  MONEY_FORMAT,
  newWorkbook,
  tableHeader,
  workbookBuffer,
} from '../../lib/xlsx';
import { COLUNAS, estadoLabel, etapaLabel, type LancamentosExport, subetapaLabel } from './export-data';

// An obra's RDO or RDA entries as XLSX (decision 020): dates as date cells, amounts as numeric
// cells, and the totals the API computed (not formulas) in the last row.

const day = (value: string | null) => (value === null ? null : isoDayCell(value));
const DATE_COLUMNS = [1, 3, 9, 11];
const MONEY_COLUMNS = [7, 10, 12];

function formatRow(row: ExcelJS.Row) {
  for (const column of DATE_COLUMNS) row.getCell(column).numFmt = DATE_FORMAT;
  for (const column of MONEY_COLUMNS) row.getCell(column).numFmt = MONEY_FORMAT;
}

export function renderLancamentosXlsx(data: LancamentosExport): Promise<Buffer> {
  const workbook = newWorkbook();
  const sheet = workbook.addWorksheet(`Lançamentos ${data.documento}`);
  sheet.columns = [12, 12, 12, 40, 24, 28, 18, 28, 14, 18, 12, 18, 20].map((width) => ({ width }));
  sheet.addRow([data.empresa]).font = { bold: true, size: 14 };
  infoRows(sheet, [
    ['Obra', data.obra.nome],
    ['Cliente', data.obra.cliente_nome],
    ['Documento', data.documento],
    ['Período', data.periodo],
    ...(data.busca ? [['Busca', data.busca] as [string, string]] : []),
    ...data.filtros,
  ]);
  sheet.addRow([]);
  tableHeader(sheet, [...COLUNAS]);
  for (const l of data.rows) {
    formatRow(
      sheet.addRow([
        day(l.data_lancamento),
        l.nf,
        day(l.data_nf),
        l.descricao,
        etapaLabel(l),
        subetapaLabel(l),
        cellNumber(l.valor_comprometido),
        l.fornecedor_nome,
        day(l.data_pagamento),
        cellNumber(l.valor_pagamento),
        day(l.data_vencimento),
        cellNumber(l.valor_aberto),
        estadoLabel(l, data.hoje),
      ]),
    );
  }
  const total = sheet.addRow([
    'Total',
    null,
    null,
    null,
    null,
    null,
    cellNumber(data.totais.comprometido),
    null,
    null,
    cellNumber(data.totais.pago),
    null,
    cellNumber(data.totais.aberto),
  ]);
  total.font = { bold: true };
  formatRow(total);
  return workbookBuffer(workbook);
}
