import { formatDate } from '@gdo/domain/date';
import type { Lancamento } from '@gdo/domain/lancamento-response';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { infoLine, moneyCell, renderPdf, reportBase, reportTable } from '../../lib/pdf';
import { COLUNAS, estadoLabel, etapaLabel, type LancamentosExport, subetapaLabel } from './export-data';

// An obra's RDO or RDA entries as PDF (decision 020): the columns of domain.md, the due date, em
// aberto and the state, and a totals row, on the report base of lib/pdf.ts, landscape.

const MONEY_COLUMNS = new Set([6, 9, 11]);
// Thirteen columns: the table's font is 7.5 pt (the report's is 9). Shares of the page's width
// (decisions 056 and 091): a date fits 6.5 %, a total up to R$ 99.999.999.999,99 fits 10 %; the
// texts share the rest and wrap.
const TABLE_FONT_SIZE = 7.5;
const WIDTHS = [
  '6.5%',
  '5.5%',
  '6.5%',
  '9.5%',
  '6.5%',
  '7%',
  '10%',
  '7.5%',
  '6.5%',
  '10%',
  '6.5%',
  '10%',
  '8%',
] as const;

function row(l: Lancamento, hoje: string): TableCell[] {
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
    formatDate(l.data_vencimento),
    moneyCell(l.valor_aberto),
    estadoLabel(l, hoje),
  ];
}

function table({ rows, totais, hoje }: LancamentosExport): Content {
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
    '',
    moneyCell(totais.aberto, { style: 'item' }),
    '',
  ];
  return {
    ...reportTable([...WIDTHS], [header, ...rows.map((l) => row(l, hoje)), total]),
    fontSize: TABLE_FONT_SIZE,
  };
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
              ...data.filtros.map(([rotulo, valor]) => infoLine(rotulo, valor)),
            ],
          },
        ],
        margin: [0, 0, 0, 12],
      },
      table(data),
      { margin: [0, 8, 0, 0], text: `${data.rows.length} lançamento(s).` },
    ],
  });
}
