import { formatDate } from '@gdo/domain/date';
import { MEDICAO_STATUS_LABELS } from '@gdo/domain/medicao';
import { formatMoneyNumber, formatQuantity } from '@gdo/domain/money';
import type { Content, ContentText, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  assinaturas,
  infoColumns,
  infoLine,
  moneyCell as money,
  pdfMoney,
  renderPdf,
  reportBase,
  reportTable,
} from '../../lib/pdf';
import type { BoletimData } from './boletim-data';

// The boletim de medição (decision 133): what was measured in the period, item by item with the
// accumulated and what remains, the amounts down to the líquido, and the lines where the
// contratante and the empreiteiro sign.

const number = (value: string): ContentText => ({ text: formatQuantity(value), alignment: 'right' });

function linhas({ medicao }: BoletimData): Content {
  const titulos = [
    'Descrição',
    'Unid.',
    'Contratada',
    'Anterior',
    'Nesta medição',
    'Acumulada',
    'Unitário',
    'Valor',
  ];
  const header: TableCell[] = titulos.map((text, i) => ({
    text,
    style: 'th',
    alignment: i >= 2 ? 'right' : 'left',
  }));
  const body: TableCell[][] = [header];
  for (const l of medicao.itens) {
    body.push([
      l.descricao,
      l.unidade,
      number(l.contratada),
      number(l.anterior),
      number(l.quantidade),
      number(l.acumulado),
      money(l.valor_unitario),
      money(l.valor),
    ]);
  }
  return reportTable(['22%', '6%', '11%', '10%', '11%', '11%', '13%', '16%'], body);
}

function valores({ medicao, contrato }: BoletimData): Content {
  const linha = (rotulo: string, valor: string, bold = false): TableCell[] => [
    { text: rotulo, bold },
    money(valor, { bold }),
  ];
  return {
    margin: [0, 12, 0, 0],
    columns: [
      { width: '*', text: '' },
      {
        width: 'auto',
        table: {
          body: [
            linha('Valor bruto', medicao.valor_bruto),
            linha(`(−) Retenção (${formatMoneyNumber(contrato.retencao_percentual)}%)`, medicao.retencao),
            linha(
              `(−) Amortização do adiantamento (${formatMoneyNumber(contrato.amortizacao_percentual)}%)`,
              medicao.amortizacao,
            ),
            linha('Valor líquido', medicao.valor_liquido, true),
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ],
  };
}

function definition(data: BoletimData): TDocumentDefinitions {
  const { contrato, medicao } = data;
  const titulo = `Boletim de medição nº ${medicao.numero}`;
  const periodo = `${formatDate(medicao.periodo_de)} a ${formatDate(medicao.periodo_ate)}`;
  return {
    ...reportBase({ title: titulo, author: data.empresa.nome, emitidoEm: data.emitidoEm }),
    content: [
      { text: data.empresa.nome, style: 'empresa' },
      { text: titulo, style: 'titulo' },
      infoColumns(
        [
          infoLine('Obra', contrato.obra_nome),
          infoLine('Contrato', `${contrato.numero ?? `#${contrato.id}`} — ${contrato.objeto}`),
          infoLine('Empreiteiro', data.fornecedor.nome),
        ],
        [
          infoLine('Período', periodo),
          infoLine('Situação', MEDICAO_STATUS_LABELS[medicao.status]),
          infoLine('Valor do contrato', pdfMoney(contrato.valor)),
          ...(medicao.percentual
            ? [infoLine('Percentual medido', `${formatMoneyNumber(medicao.percentual)}%`)]
            : []),
        ],
        55,
      ),
      ...(medicao.itens.length > 0 ? [linhas(data)] : []),
      valores(data),
      assinaturas('De acordo com as quantidades e os valores acima,', [
        {
          quem: data.empresa.nome,
          detalhe: `Contratante${data.empresa.cnpj ? ` — CNPJ ${data.empresa.cnpj}` : ''}`,
        },
        { quem: data.fornecedor.nome, detalhe: `Empreiteiro — CPF/CNPJ ${data.fornecedor.cpfCnpj}` },
      ]),
    ],
  };
}

export function renderBoletimPdf(data: BoletimData): Promise<Buffer> {
  return renderPdf(definition(data));
}
