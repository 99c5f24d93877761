import { formatQuantity } from '@gdo/domain/money';
import { orcamentoTitulo } from '@gdo/domain/orcamento-proposta';
import { unidadeLabel } from '@gdo/domain/orcamento-unidade';
import type { Content, ContentText, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  assinaturas,
  infoColumns,
  infoLine,
  moneyCell as money,
  renderPdf,
  reportBase,
  reportTable,
} from '../../lib/pdf';
import type { PropostaData } from './proposta-data';

// The proposal the client receives (issue 13, decision 103): the firm, the client, the lines at
// sale price (the BDI spread over them, adding up to the total), the validity and a place to
// sign. No cost, unit cost or BDI column: those stay in the internal PDF (pdf.ts).

const number = (value: string): ContentText => ({ text: formatQuantity(value), alignment: 'right' });

function linhasTable({ itens }: PropostaData): Content {
  const header: TableCell[] = ['Item', 'Descrição', 'Unid.', 'Quantidade', 'Valor'].map((text, i) => ({
    text,
    style: 'th',
    alignment: i >= 3 ? 'right' : 'left',
  }));
  const body: TableCell[][] = [header];
  for (const item of itens) {
    body.push([
      { text: item.numero, style: 'item' },
      { text: item.nome, style: 'item', colSpan: 3 },
      '',
      '',
      money(item.valor_venda, { style: 'item' }),
    ]);
    for (const s of item.subitens) {
      body.push([s.numero, s.nome, unidadeLabel(s.unidade), number(s.quantidade), money(s.valor_venda)]);
    }
  }
  return reportTable(['10%', '50%', '10%', '13%', '17%'], body);
}

function totalTable({ valorVenda }: PropostaData): Content {
  return {
    margin: [0, 12, 0, 0],
    columns: [
      { width: '*', text: '' },
      {
        width: 'auto',
        table: {
          body: [[{ text: 'Valor total da proposta', bold: true }, money(valorVenda, { bold: true })]],
        },
        layout: 'lightHorizontalLines',
      },
    ],
  };
}

/** The firm: its logo (if kept) beside its name, CNPJ and address. */
function cabecalho({ empresa }: PropostaData): Content {
  const dados: Content[] = [
    { text: empresa.nome, style: 'empresa' },
    ...(empresa.cnpj ? [{ text: `CNPJ ${empresa.cnpj}` }] : []),
    ...empresa.endereco.map((text) => ({ text })),
  ];
  if (!empresa.logo) return { stack: dados, margin: [0, 0, 0, 4] };
  return {
    columns: [
      { width: 110, image: empresa.logo, fit: [100, 60] },
      { width: '*', stack: dados },
    ],
    columnGap: 12,
    margin: [0, 0, 0, 4],
  };
}

function definition(data: PropostaData): TDocumentDefinitions {
  const titulo = orcamentoTitulo(data.orcamento.nome);
  return {
    ...reportBase({ title: `Proposta — ${titulo}`, author: data.empresa.nome, emitidoEm: data.emitidoEm }),
    content: [
      cabecalho(data),
      { text: `Proposta comercial — ${titulo}`, style: 'titulo' },
      infoColumns(
        [
          infoLine('Cliente', data.cliente.nome),
          infoLine('CPF/CNPJ', data.cliente.cpfCnpj),
          infoLine('Obra', data.orcamento.obra_nome),
        ],
        [infoLine('Proposta nº', String(data.orcamento.id)), infoLine('Válida até', data.validade)],
      ),
      linhasTable(data),
      totalTable(data),
      assinaturas('De acordo,', [
        {
          quem: data.empresa.nome,
          detalhe: `Contratada${data.empresa.cnpj ? ` — CNPJ ${data.empresa.cnpj}` : ''}`,
        },
        { quem: data.cliente.nome, detalhe: `Contratante — CPF/CNPJ ${data.cliente.cpfCnpj}` },
      ]),
    ],
  };
}

export function renderPropostaPdf(data: PropostaData): Promise<Buffer> {
  return renderPdf(definition(data));
}
