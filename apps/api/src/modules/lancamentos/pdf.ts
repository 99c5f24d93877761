import { formatDate } from '@gdo/domain/date';
import type { Lancamento } from '@gdo/domain/lancamento-response';
import { formatBRL } from '@gdo/domain/money';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { infoLine, moneyCell, renderPdf, reportBase, reportTable } from '../../lib/pdf';
import { COLUNAS, etapaLabel, type LancamentosExport, subetapaLabel } from './export-data';

// An obra's RDO or RDA entries as PDF (decision 020): the columns of domain.md and a totals row,
// on the report base of lib/pdf.ts, landscape for the ten columns.

const MONEY_COLUMNS = new Set([6, 9]);
// Shares of the page's width (decision 056): a date fits 7.5 %, an amount up to R$ 999.999.999,99
// fits 12 %; the texts share the rest and wrap.
const WIDTHS = ['7.5%', '9%', '7.5%', '14.5%', '9.5%', '10%', '12%', '10.5%', '7.5%', '12%'] as const;

function row(l: Lancamento): TableCell[] {
  return [
    formatDate(l.data_lancamento),
    l.nf ?? '',
    formatDate(l.data_nf),
    l.descricao,
    etapaLabel(l),
    subetapaLabel(l),
    moneyCell(l.valor_comprometido),
    l.fornecedor_nome,
    formatDate(l.data_pagamento),
    moneyCell(l.valor_pagamento),
  ];
}

function table({ rows, totais }: LancamentosExport): Content {
  const header: TableCell[] = COLUNAS.map((text, i) => ({
    text,
    style: 'th',
    alignment: MONEY_COLUMNS.has(i) ? 'right' : 'left',
  }));
  const total: TableCell[] = [
    { text: 'Total', style: 'item', colSpan: 6 },
    '',
    '',
    '',
    '',
    '',
    moneyCell(totais.comprometido, { style: 'item' }),
    { text: '', style: 'item', colSpan: 2 },
    '',
    moneyCell(totais.pago, { style: 'item' }),
  ];
  return reportTable([...WIDTHS], [header, ...rows.map(row), total]);
}

export function renderLancamentosPdf(data: LancamentosExport): Promise<Buffer> {
  const titulo = `${data.documento} — ${data.obra.nome}`;
  return renderPdf({
    ...reportBase({
      title: titulo,
      author: data.empresa,
      emitidoEm: data.emitidoEm,
      orientation: 'landscape',
    }),
    content: [
      { text: data.empresa, style: 'empresa' },
      { text: `Lançamentos do ${data.documento}`, style: 'titulo' },
      {
        columns: [
          {
            width: '50%',
            stack: [infoLine('Obra', data.obra.nome), infoLine('Cliente', data.obra.cliente_nome)],
          },
          {
            width: '50%',
            stack: [
              infoLine('Documento', data.documento),
              infoLine('Período', data.periodo),
              ...(data.busca ? [infoLine('Busca', data.busca)] : []),
            ],
          },
        ],
        margin: [0, 0, 0, 12],
      },
      table(data),
      {
        margin: [0, 8, 0, 0],
        text: [
          `${data.rows.length} lançamento(s). Comprometido em aberto (não pago): `,
          { text: formatBRL(data.totais.aberto), bold: true },
        ],
      },
    ],
  });
}
