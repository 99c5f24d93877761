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
import { COLUNAS_CONTAS, type ContasExport, documentoLabel, situacaoConta } from './export-data';

// Contas a pagar as XLSX: due dates as date cells, amounts as numbers, the totals the API computed.

const MONEY_COLUMNS = [7, 8, 9];

export function renderContasXlsx(data: ContasExport): Promise<Buffer> {
  const workbook = newWorkbook();
  const sheet = workbook.addWorksheet('Contas a pagar');
  sheet.columns = [12, 28, 10, 28, 40, 8, 18, 18, 18, 22].map((width) => ({ width }));
  sheet.addRow([data.empresa]).font = { bold: true, size: 14 };
  infoRows(sheet, [['Relatório', 'Contas a pagar'], ...data.filtros]);
  sheet.addRow([]);
  tableHeader(sheet, [...COLUNAS_CONTAS]);
  const money = (row: ReturnType<typeof sheet.addRow>) => {
    for (const column of MONEY_COLUMNS) row.getCell(column).numFmt = MONEY_FORMAT;
  };
  for (const c of data.rows) {
    const row = sheet.addRow([
      c.data_vencimento ? isoDayCell(c.data_vencimento) : 'Sem vencimento',
      c.obra_nome,
      documentoLabel(c),
      c.fornecedor_nome,
      c.descricao,
      c.parcela,
      cellNumber(c.valor_comprometido),
      cellNumber(c.valor_pago),
      cellNumber(c.em_aberto),
      situacaoConta(c),
    ]);
    row.getCell(1).numFmt = DATE_FORMAT;
    money(row);
  }
  const total = sheet.addRow([
    'Total',
    null,
    null,
    null,
    null,
    null,
    cellNumber(data.totais.comprometido),
    cellNumber(data.totais.pago),
    cellNumber(data.totais.aberto),
  ]);
  total.font = { bold: true };
  money(total);
  return workbookBuffer(workbook);
}
