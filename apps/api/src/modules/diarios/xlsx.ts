import { formatDateTime } from '@gdo/domain/date';
import { DIARIO_LABELS } from '@gdo/domain/diario-constantes';
import { totaisDoDiario } from '@gdo/domain/diario-export';
import { FUSO_DAS_OBRAS } from '@gdo/domain/fuso';
import type ExcelJS from 'exceljs';
import { DATE_FORMAT, infoRows, isoDayCell, newWorkbook, tableHeader, workbookBuffer } from '../../lib/xlsx';
import type { DiarioExport } from './export-service';

// A period of an obra's reports as XLSX (issue 12, decision 077): one row per report with the
// day's totals as numeric cells, the period's sums (not formulas) in the last row.

export const COLUNAS_XLSX = [
  'Nº',
  'Data',
  'Situação',
  'Efetivo próprio',
  'Efetivo terceirizado',
  'Efetivo total',
  'Equipamentos',
  'Atividades',
  'Ocorrências',
  'Turnos impraticáveis',
  'Fotos',
  'Registrado com atraso',
  'Assinado por',
  'Assinado em',
  'Hash (SHA-256)',
] as const;

/** The numeric columns (1-based) the last row sums. */
const SOMADAS = [4, 5, 6, 7, 8, 9, 10, 11];

export function renderDiariosXlsx(data: DiarioExport): Promise<Buffer> {
  const workbook = newWorkbook();
  const sheet = workbook.addWorksheet('Diários de obra');
  sheet.columns = [6, 12, 12, 10, 12, 10, 13, 11, 12, 12, 8, 12, 24, 18, 68].map((width) => ({ width }));
  sheet.addRow([data.empresa]).font = { bold: true, size: 14 };
  infoRows(sheet, [
    ['Obra', data.obra.nome],
    ['Cliente', data.obra.cliente_nome],
    ['Documento', 'Relatório Diário de Obra (RDO)'],
    ['Período', data.periodo ?? ''],
  ]);
  sheet.addRow([]);
  tableHeader(sheet, [...COLUNAS_XLSX]).alignment = { wrapText: true, vertical: 'top' };
  const somas = new Map<number, number>(SOMADAS.map((c) => [c, 0]));
  for (const r of data.relatorios) {
    const t = totaisDoDiario(r);
    const row: ExcelJS.Row = sheet.addRow([
      r.numero,
      isoDayCell(r.data),
      DIARIO_LABELS.status[r.status],
      t.efetivo.propria,
      t.efetivo.terceirizada,
      t.efetivo.total,
      t.equipamentos,
      t.atividades,
      t.ocorrencias,
      t.turnosImpraticaveis,
      t.fotos,
      r.registrado_com_atraso ? 'Sim' : 'Não',
      r.assinado_por_nome ?? '',
      r.assinado_em ? formatDateTime(r.assinado_em, FUSO_DAS_OBRAS) : '',
      r.hash ?? '',
    ]);
    row.getCell(2).numFmt = DATE_FORMAT;
    for (const c of SOMADAS) somas.set(c, somas.get(c)! + Number(row.getCell(c).value));
  }
  const total = sheet.addRow(['Total', `${data.relatorios.length} relatórios`]);
  for (const [c, soma] of somas) total.getCell(c).value = soma;
  total.font = { bold: true };
  return workbookBuffer(workbook);
}
