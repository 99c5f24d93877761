import { formatDate } from '@gdo/domain/date';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { infoLine, moneyCell, renderPdf, reportBase, reportTable } from '../../lib/pdf';
import { COLUNAS_CONTAS, type ContasExport, documentoLabel, situacaoConta } from './export-data';

// Contas a pagar as PDF, landscape, on the report base of lib/pdf.ts: the screen's rows and a totals
// row (money.md).

const MONEY_COLUMNS = new Set([6, 7, 8]);
const WIDTHS = ['7%', '12%', '6%', '12%', '16%', '5%', '10%', '10%', '10%', '12%'] as const;

function table({ rows, totais }: ContasExport): Content {
  const header: TableCell[] = COLUNAS_CONTAS.map((text, i) => ({
    text,
    style: 'th',
    alignment: MONEY_COLUMNS.has(i) ? 'right' : 'left',
  }));
  const body: TableCell[][] = rows.map((c) => [
    c.data_vencimento ? formatDate(c.data_vencimento) : 'Sem vencimento',
    c.obra_nome,
    documentoLabel(c),
    c.fornecedor_nome,
    c.descricao,
    c.parcela ?? '',
    moneyCell(c.valor_comprometido),
    moneyCell(c.valor_pago),
    moneyCell(c.em_aberto),
    situacaoConta(c),
  ]);
  const total: TableCell[] = [
    { text: 'Total', style: 'item', colSpan: 6 },
    '',
    '',
    '',
    '',
    '',
    moneyCell(totais.comprometido, { style: 'item' }),
    moneyCell(totais.pago, { style: 'item' }),
    moneyCell(totais.aberto, { style: 'item' }),
    '',
  ];
  return { ...reportTable([...WIDTHS], [header, ...body, total]), fontSize: 7.5 };
}

export function renderContasPdf(data: ContasExport): Promise<Buffer> {
  return renderPdf({
    ...reportBase({
      title: 'Contas a pagar',
      author: data.empresa,
      emitidoEm: data.emitidoEm,
      orientation: 'landscape',
    }),
    content: [
      { text: data.empresa, style: 'empresa' },
      { text: 'Contas a pagar', style: 'titulo' },
      { stack: data.filtros.map(([rotulo, valor]) => infoLine(rotulo, valor)), margin: [0, 0, 0, 12] },
      table(data),
      { margin: [0, 8, 0, 0], text: `${data.rows.length} conta(s).` },
    ],
  });
}
