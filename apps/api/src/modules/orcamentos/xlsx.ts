import { ORCAMENTO_STATUS_LABELS } from '@gdo/domain/orcamento-status';
import { unidadeLabel } from '@gdo/domain/orcamento-unidade';
import type ExcelJS from 'exceljs';
import {
  cellNumber,
  dayCell,
  infoRows,
  MONEY_FORMAT,
  newWorkbook,
  PERCENT_FORMAT,
  QUANTITY_FORMAT,
  tableHeader,
  workbookBuffer,
} from '../../lib/xlsx';
import type { ExportData } from './export-data';

// The budget as XLSX (decision 010), every amount a numeric cell (lib/xlsx.ts).

function header(sheet: ExcelJS.Worksheet, { empresa, orcamento, data }: ExportData) {
  sheet.addRow([empresa]).font = { bold: true, size: 14 };
  infoRows(sheet, [
    ['Orçamento', orcamento.nome],
    ['Cliente', orcamento.cliente_nome],
    ['Obra', orcamento.obra_nome],
    ['Data', dayCell(data)],
    ['Situação', ORCAMENTO_STATUS_LABELS[orcamento.status]],
    ['Modelo', orcamento.modelo_nome ?? 'Avulso'],
  ]);
  sheet.addRow([]);
}

function estrutura(sheet: ExcelJS.Worksheet, { orcamento }: ExportData) {
  tableHeader(sheet, [
    'Item',
    'Descrição',
    'Unidade',
    'Quantidade',
    'Valor unitário (R$)',
    'Valor total (R$)',
  ]);
  for (const item of orcamento.itens) {
    const row = sheet.addRow([item.numero, item.nome, null, null, null, cellNumber(item.valor_total)]);
    row.font = { bold: true };
    row.getCell(6).numFmt = MONEY_FORMAT;
    for (const s of item.subitens) {
      const sub = sheet.addRow([
        s.numero,
        s.nome,
        unidadeLabel(s.unidade),
        cellNumber(s.quantidade),
        cellNumber(s.valor_unitario),
        cellNumber(s.valor_total),
      ]);
      sub.getCell(4).numFmt = QUANTITY_FORMAT;
      sub.getCell(5).numFmt = MONEY_FORMAT;
      sub.getCell(6).numFmt = MONEY_FORMAT;
    }
  }
}

function totals(sheet: ExcelJS.Worksheet, { orcamento }: ExportData) {
  sheet.addRow([]);
  const lines: [string, number | null, string][] = [
    ['Custo total', cellNumber(orcamento.valor_total), MONEY_FORMAT],
    ['BDI', orcamento.bdi === null ? null : cellNumber(orcamento.bdi), PERCENT_FORMAT],
    ['Valor de venda', cellNumber(orcamento.valor_venda), MONEY_FORMAT],
  ];
  for (const [label, value, format] of lines) {
    const row = sheet.addRow([null, label, null, null, null, value]);
    row.font = { bold: true };
    row.getCell(6).numFmt = format;
  }
}

export function renderOrcamentoXlsx(data: ExportData): Promise<Buffer> {
  const workbook = newWorkbook();
  const sheet = workbook.addWorksheet('Orçamento');
  sheet.columns = [{ width: 10 }, { width: 48 }, { width: 12 }, { width: 14 }, { width: 20 }, { width: 20 }];
  header(sheet, data);
  estrutura(sheet, data);
  totals(sheet, data);
  return workbookBuffer(workbook);
}
