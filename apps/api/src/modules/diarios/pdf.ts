import { formatDate, formatDateTime } from '@gdo/domain/date';
import { DIAS_PARA_ATRASO } from '@gdo/domain/diario-constantes';
import { FUSO_DAS_OBRAS } from '@gdo/domain/fuso';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { infoLine, renderPdf, reportBase, reportTable } from '../../lib/pdf';
import type { DiarioExport, RelatorioDoExport } from './export-service';
import { NENHUM, secao, tabelasDoDia } from './pdf-tabelas';

// The diário's PDF (issue 12, decision 077): A4, one report after another, each opening on a page
// of its own with the obra's header, then the day's tables, the photos two per row with their
// captions, the signature block with the hash that anchors the chain (decision 070) and the
// retificações. Page numbers and the issue time in the footer (reportBase).

const horario = (instante: string) => `${formatDateTime(instante, FUSO_DAS_OBRAS)} (horário de Brasília)`;
const DIA_MS = 86_400_000;
const diasEntre = (de: string, ate: string) => Math.round((Date.parse(ate) - Date.parse(de)) / DIA_MS);

/** Days since the start and until the expected delivery, on the report's date. */
function prazo({ obra }: DiarioExport, data: string): string | null {
  const partes: string[] = [];
  if (obra.data_inicio && obra.data_inicio <= data)
    partes.push(`${diasEntre(obra.data_inicio, data)} dias decorridos`);
  if (obra.previsao_entrega) {
    const restam = diasEntre(data, obra.previsao_entrega);
    partes.push(restam >= 0 ? `${restam} dias restantes` : `${-restam} dias após a previsão de entrega`);
  }
  return partes.length > 0 ? partes.join('; ') : null;
}

function cabecalho(data: DiarioExport, r: RelatorioDoExport): Content[] {
  const { obra } = data;
  const esquerda: Content[] = [
    infoLine('Obra', obra.nome),
    infoLine('Cliente', obra.cliente_nome),
    ...(obra.endereco.length > 0 ? [infoLine('Endereço', obra.endereco.join(' — '))] : []),
    infoLine('Responsável técnico', obra.responsavel_tecnico ?? 'Não informado'),
    infoLine('Registro CREA/CAU', obra.registro_profissional ?? 'Não informado'),
    infoLine('ART', obra.art ?? 'Não informada'),
  ];
  const dias = prazo(data, r.data);
  const direita: Content[] = [
    infoLine('Relatório nº', String(r.numero)),
    infoLine('Data', formatDate(r.data)),
    infoLine('Início da obra', obra.data_inicio ? formatDate(obra.data_inicio) : 'Não informado'),
    infoLine(
      'Previsão de entrega',
      obra.previsao_entrega ? formatDate(obra.previsao_entrega) : 'Não informada',
    ),
    ...(dias ? [infoLine('Prazo', dias)] : []),
  ];
  const avisos: Content[] = [];
  if (r.registrado_com_atraso) {
    avisos.push({
      text: `Registrado com atraso: lançado em ${horario(r.data_cadastro)}, mais de ${DIAS_PARA_ATRASO} dias após a data do relatório.`,
      bold: true,
      color: '#c92a2a',
    });
  }
  if (r.status === 'rascunho') {
    avisos.push({ text: 'Rascunho: este relatório ainda não foi assinado.', bold: true, color: '#c92a2a' });
  }
  return [
    { text: data.empresa, style: 'empresa' },
    { text: `Relatório Diário de Obra (RDO) nº ${r.numero} — ${formatDate(r.data)}`, style: 'titulo' },
    // A period's file says once, at its top, what it holds.
    ...(data.periodo && r === data.relatorios[0]
      ? [
          {
            stack: [infoLine('Período exportado', `${data.periodo} — ${data.relatorios.length} relatórios`)],
            margin: [0, 0, 0, 6],
          } as Content,
        ]
      : []),
    {
      columns: [
        { width: '58%', stack: esquerda },
        { width: '42%', stack: direita },
      ],
      columnGap: 12,
    },
    ...avisos.map((aviso) => ({ ...(aviso as object), margin: [0, 4, 0, 0] }) as Content),
  ];
}

/**
 * The photos two per row, each fitted in its half of the page, the captions on a row of their own
 * below, so a landscape and a portrait photo side by side still have their captions on one line.
 */
function fotos(r: RelatorioDoExport, chave: (i: number) => string): Content[] {
  if (r.fotos.length === 0) return [secao('Fotos'), NENHUM('Nenhuma foto.')];
  const imagens: TableCell[] = r.fotos.map((f, i) =>
    f.jpeg ? { image: chave(i), fit: [250, 190], alignment: 'center' } : NENHUM('(imagem indisponível)'),
  );
  const legendas: TableCell[] = r.fotos.map((f, i) => ({
    text: `${i + 1}. ${f.legenda}${f.tirada_em ? ` — ${formatDateTime(f.tirada_em, FUSO_DAS_OBRAS)}` : ''}`,
    fontSize: 8,
    alignment: 'center',
    margin: [0, 0, 0, 8],
  }));
  const linhas: Content[] = [];
  for (let i = 0; i < r.fotos.length; i += 2) {
    const par = (cells: TableCell[]) => (i + 1 < cells.length ? cells.slice(i, i + 2) : [cells[i]!, '']);
    linhas.push({
      table: { widths: ['50%', '50%'], dontBreakRows: true, body: [par(imagens), par(legendas)] },
      layout: 'noBorders',
      unbreakable: true,
    });
  }
  // The heading travels with the first row, never alone at the foot of a page.
  const [primeira, ...resto] = linhas;
  return [{ stack: [secao('Fotos'), primeira!], unbreakable: true }, ...resto];
}

function assinatura(r: RelatorioDoExport): Content[] {
  if (r.status !== 'assinado' || !r.assinado_em) {
    return [secao('Assinatura'), NENHUM('Não assinado: o conteúdo ainda pode mudar.')];
  }
  const hash = (rotulo: string, valor: string | null) => ({
    text: [
      { text: `${rotulo}: `, bold: true },
      { text: valor ?? 'nenhum (primeiro elo da obra)', fontSize: 8 },
    ],
  });
  return [
    {
      unbreakable: true,
      stack: [
        secao('Assinatura'),
        infoLine('Assinado por', r.assinado_por_nome ?? '—'),
        infoLine('Assinado em', horario(r.assinado_em)),
        hash('Hash (SHA-256)', r.hash),
        hash('Hash anterior', r.hash_anterior),
        {
          text: 'O hash cobre o conteúdo do relatório, as fotos e o elo anterior da cadeia de assinaturas da obra; qualquer alteração posterior muda o hash.',
          fontSize: 7,
          color: '#495057',
          margin: [0, 2, 0, 0],
        },
      ],
    },
  ];
}

function retificacoes(r: RelatorioDoExport): Content[] {
  if (r.retificacoes.length === 0) return [];
  const body: TableCell[][] = [['Assinada em', 'Por', 'Texto e hash'].map((text) => ({ text, style: 'th' }))];
  for (const ret of r.retificacoes) {
    body.push([
      formatDateTime(ret.assinado_em, FUSO_DAS_OBRAS),
      ret.assinado_por_nome,
      { stack: [ret.texto, { text: `Hash: ${ret.hash}`, fontSize: 7, margin: [0, 2, 0, 0] }] },
    ]);
  }
  return [secao('Retificações'), reportTable(['16%', '20%', '64%'], body)];
}

function relatorio(data: DiarioExport, r: RelatorioDoExport, n: number): Content {
  return {
    stack: [
      ...cabecalho(data, r),
      ...tabelasDoDia(r),
      ...fotos(r, (i) => `foto-${n}-${i}`),
      ...assinatura(r),
      ...retificacoes(r),
    ],
    ...(n > 0 ? { pageBreak: 'before' as const } : {}),
  };
}

function definition(data: DiarioExport): TDocumentDefinitions {
  const images: Record<string, string> = {};
  data.relatorios.forEach((r, n) => {
    r.fotos.forEach((f, i) => {
      // A data URL: pdfmake embeds the JPEG as it is (no re-encoding) and reads no file or URL.
      if (f.jpeg)
        images[`foto-${n}-${i}`] = `data:image/jpeg;base64,${Buffer.from(f.jpeg).toString('base64')}`;
    });
  });
  const titulo = data.periodo
    ? `Diários de obra — ${data.obra.nome} — ${data.periodo}`
    : `Diário de obra nº ${data.relatorios[0]?.numero} — ${data.obra.nome}`;
  const base = reportBase({ title: titulo, author: data.empresa, emitidoEm: data.emitidoEm });
  const vazio: Content[] =
    data.relatorios.length === 0
      ? [
          { text: data.empresa, style: 'empresa' },
          { text: titulo, style: 'titulo' },
          NENHUM('Nenhum relatório diário neste período.'),
        ]
      : [];
  return {
    ...base,
    styles: { ...base.styles, secao: { fontSize: 10, bold: true, margin: [0, 10, 0, 4] } },
    images,
    content: [...vazio, ...data.relatorios.map((r, n) => relatorio(data, r, n))],
  };
}

export function renderDiarioPdf(data: DiarioExport): Promise<Buffer> {
  return renderPdf(definition(data));
}
