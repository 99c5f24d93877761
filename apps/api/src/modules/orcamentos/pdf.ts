import { formatQuantity } from '@gdo/domain/money';
import { orcamentoTitulo } from '@gdo/domain/orcamento-proposta';
import { ORCAMENTO_STATUS_LABELS } from '@gdo/domain/orcamento-status';
import { unidadeLabel } from '@gdo/domain/orcamento-unidade';
import type { Content, ContentText, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { infoLine, moneyCell as money, renderPdf, reportBase, reportTable } from '../../lib/pdf';
import type { ExportData } from './export-data';

// The budget as PDF (decision 010), on the report base of lib/pdf.ts.

const number = (value: string): ContentText => ({ text: formatQuantity(value), alignment: 'right' });

function estruturaTable({ orcamento }: ExportData): Content {
  const header: TableCell[] = [
    'Item',
    'Descrição',
    'Unid.',
    'Quantidade',
    'Valor unitário',
    'Valor total',
  ].map((text, i) => ({ text, style: 'th', alignment: i >= 3 ? 'right' : 'left' }));
  const body: TableCell[][] = [header];
  for (const item of orcamento.itens) {
    body.push([
      { text: item.numero, style: 'item' },
      { text: item.nome, style: 'item', colSpan: 4 },
      '',
      '',
      '',
      money(item.valor_total, { style: 'item' }),
    ]);
    for (const s of item.subitens) {
      body.push([
        s.numero,
        s.nome,
        unidadeLabel(s.unidade),
        number(s.quantidade),
        money(s.valor_unitario),
        money(s.valor_total),
      ]);
    }
  }
  // Shares of the page's width (decision 056): the amounts fit up to the millions, and wrap beyond.
  return reportTable(['9%', '37%', '8%', '14%', '15%', '17%'], body);
}

function totalsTable({ orcamento }: ExportData): Content {
  const bdi = orcamento.bdi === null ? '—' : `${formatQuantity(orcamento.bdi)}%`;
  return {
    margin: [0, 12, 0, 0],
    columns: [
      { width: '*', text: '' },
      {
        width: 'auto',
        table: {
          body: [
            ['Custo total', money(orcamento.valor_total)],
            ['BDI', { text: bdi, alignment: 'right' }],
            [{ text: 'Valor de venda', bold: true }, money(orcamento.valor_venda, { bold: true })],
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ],
  };
}

function definition(data: ExportData): TDocumentDefinitions {
  const { orcamento } = data;
  return {
    ...reportBase({
      title: orcamentoTitulo(orcamento.nome),
      author: data.empresa,
      emitidoEm: data.emitidoEm,
    }),
    content: [
      { text: data.empresa, style: 'empresa' },
      { text: orcamentoTitulo(orcamento.nome), style: 'titulo' },
      {
        columns: [
          {
            width: '50%',
            stack: [infoLine('Cliente', orcamento.cliente_nome), infoLine('Obra', orcamento.obra_nome)],
          },
          {
            width: '50%',
            stack: [
              infoLine('Data', data.data),
              infoLine('Situação', ORCAMENTO_STATUS_LABELS[orcamento.status]),
              infoLine('Modelo', orcamento.modelo_nome ?? 'Avulso'),
            ],
          },
        ],
        margin: [0, 0, 0, 12],
      },
      estruturaTable(data),
      totalsTable(data),
    ],
  };
}

export function renderOrcamentoPdf(data: ExportData): Promise<Buffer> {
  return renderPdf(definition(data));
}
