import { FLUXO_COLUNAS, rotuloDoPeriodo } from '@gdo/domain/fluxo-de-caixa';
import { MONEY_WORDS } from '@gdo/domain/money-words';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { infoLine, moneyCell, pdfMoney, renderPdf, reportBase, reportTable } from '../../lib/pdf';
import { cellNumber, infoRows, MONEY_FORMAT, newWorkbook, tableHeader, workbookBuffer } from '../../lib/xlsx';
import type { FluxoExport } from './fluxo-export-data';

// The cash flow as PDF and XLSX (decision 111): what the screen shows — the filters, one row per
// period, the totals row and the figures outside the periods — built in the export pool.

const COLUNAS = ['Período', ...FLUXO_COLUNAS.map(([, rotulo]) => rotulo)];
const TOTAIS = ['pago', 'juros', 'desconto', 'em_aberto'] as const;

const foraDosPeriodos = ({ fluxo }: FluxoExport): [string, string][] => [
  [MONEY_WORDS.vencido.label, fluxo.vencido],
  ['Em aberto sem vencimento', fluxo.sem_vencimento],
];

function pdfTable({ fluxo }: FluxoExport): Content {
  const header: TableCell[] = COLUNAS.map((text, i) => ({
    text,
    style: 'th',
    alignment: i ? 'right' : 'left',
  }));
  const body: TableCell[][] = fluxo.periodos.map((p) => [
    rotuloDoPeriodo(p, fluxo.agrupamento),
    ...FLUXO_COLUNAS.map(([campo]) => moneyCell(p[campo])),
  ]);
  const total: TableCell[] = [
    { text: 'Total', style: 'item' },
    ...TOTAIS.map((campo) => moneyCell(fluxo.total[campo], { style: 'item' })),
    '',
    '',
    '',
  ];
  return {
    ...reportTable(['16%', ...FLUXO_COLUNAS.map(() => '12%' as const)], [header, ...body, total]),
    fontSize: 8,
  };
}

export function renderFluxoPdf(data: FluxoExport): Promise<Buffer> {
  return renderPdf({
    ...reportBase({
      title: 'Fluxo de caixa',
      author: data.empresa,
      emitidoEm: data.emitidoEm,
      orientation: 'landscape',
    }),
    content: [
      { text: data.empresa, style: 'empresa' },
      { text: 'Fluxo de caixa', style: 'titulo' },
      { stack: data.filtros.map(([rotulo, valor]) => infoLine(rotulo, valor)), margin: [0, 0, 0, 12] },
      pdfTable(data),
      {
        stack: foraDosPeriodos(data).map(([rotulo, valor]) => infoLine(rotulo, pdfMoney(valor))),
        margin: [0, 8, 0, 0],
      },
    ],
  });
}

export function renderFluxoXlsx(data: FluxoExport): Promise<Buffer> {
  const { fluxo } = data;
  const workbook = newWorkbook();
  const sheet = workbook.addWorksheet('Fluxo de caixa');
  sheet.columns = [18, ...FLUXO_COLUNAS.map(() => 20)].map((width) => ({ width }));
  sheet.addRow([data.empresa]).font = { bold: true, size: 14 };
  infoRows(sheet, [['Relatório', 'Fluxo de caixa'], ...data.filtros]);
  sheet.addRow([]);
  tableHeader(sheet, COLUNAS);
  const money = (row: ReturnType<typeof sheet.addRow>) => {
    for (let column = 2; column <= COLUNAS.length; column++) row.getCell(column).numFmt = MONEY_FORMAT;
  };
  for (const p of fluxo.periodos) {
    money(
      sheet.addRow([rotuloDoPeriodo(p, fluxo.agrupamento), ...FLUXO_COLUNAS.map(([c]) => cellNumber(p[c]))]),
    );
  }
  const total = sheet.addRow(['Total', ...TOTAIS.map((campo) => cellNumber(fluxo.total[campo]))]);
  total.font = { bold: true };
  money(total);
  sheet.addRow([]);
  for (const [rotulo, valor] of foraDosPeriodos(data)) money(sheet.addRow([rotulo, cellNumber(valor)]));
  return workbookBuffer(workbook);
}
