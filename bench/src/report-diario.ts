import { type DiarioRow, MINIATURAS_POR_CARTAO, RELATORIOS_POR_PAGINA } from './diario-run';
import { bytes, decimal, int, median, table } from './report-format';

// The diário's section of docs/benchmarks.md: the phone's figures of issue 12 against their targets.

export const DIARIO_TITLE = '## Diário de obra no celular: foto de 4 MB, um mês na lista, o PDF do mês';
const UPLOAD_ALVO = 2;
const PRIMEIRA_TELA_ALVO = 500 * 1024;

const seconds = (s: number) => `${decimal(s, 2)} s`;
const ok = (good: boolean) => (good ? 'dentro da meta' : '**fora da meta**');

export function diarioSection(rows: DiarioRow[], machine: string): string[] {
  if (rows.length === 0) return [];
  const lines = [
    DIARIO_TITLE,
    '',
    `Medido por \`npm run bench\` (parte \`diario\`) em ${new Date().toISOString()} — ${machine}.`,
    `A foto: 4.000 × 3.000 pixels gravados de lado com orientação EXIF 6 (3.000 × 4.000 em pé, como um celular grava), formas suaves sob granulação de sensor, JPEG com a qualidade que dá ≈ 4 MB; cinco fotos distintas enviadas uma a uma, em multipart como o app envia, até a resposta com os três tamanhos guardados (original, exibição ≤ 1.600 px e miniatura ≤ 320 px, decisão 071). O mês: 30 relatórios assinados com efetivo, equipamentos, ocorrência e observações, cada um com cinco fotos (as do primeiro relatório enviadas pela API; as dos outros 29 copiadas em SQL com os mesmos arquivos de exibição e miniatura).`,
    `A primeira tela da lista, no Chromium: o app compilado servido pela API, tela de 390 × 844 (celular), login pela tela e então \`/obras/diario/{id}\` aberta sem cache, até a rede ficar 2 s quieta; bytes como a rede os conta (corpo comprimido mais cabeçalhos). A meta conta a lista e as miniaturas que o navegador carregou; as outras chamadas da tela (obra, resumo, verificação da cadeia, sessão) e o código do app vêm à parte. Por HTTP, a mesma conta sem navegador: a primeira página como a tela pede (${RELATORIOS_POR_PAGINA} relatórios, \`page=1&pageSize=${RELATORIOS_POR_PAGINA}\`) mais até ${MINIATURAS_POR_CARTAO} miniaturas por cartão, com \`Accept-Encoding: gzip, deflate, br\`.`,
    '',
    ...table(
      ['banco', 'foto (média)', 'envio p50', 'envio máx.', 'meta < 2 s'],
      rows.map((r) => [
        r.target,
        `${bytes(r.foto.bytes)} (q${r.foto.quality})`,
        seconds(median(r.uploads)),
        seconds(Math.max(...r.uploads)),
        ok(Math.max(...r.uploads) < UPLOAD_ALVO),
      ]),
    ),
    '',
    ...table(
      [
        'banco',
        'lista:',
        'miniaturas:',
        'lista + miniaturas:',
        'meta < 500 KB',
        'outras chamadas:',
        'código do app:',
        'até o 1º cartão:',
        'por HTTP, 1ª página + miniaturas:',
        'lista do mês inteiro:',
      ],
      rows.map((r) => [
        r.target,
        bytes(r.tela.lista),
        `${bytes(r.tela.miniaturas)} (${r.tela.imagens})`,
        bytes(r.tela.lista + r.tela.miniaturas),
        ok(r.tela.lista + r.tela.miniaturas < PRIMEIRA_TELA_ALVO),
        bytes(r.tela.outrasApi),
        bytes(r.tela.assets),
        `${int(r.tela.ms)} ms`,
        `${bytes(r.lista.primeiraTela)} (${r.lista.miniaturas} × ${bytes(r.lista.miniaturaMedia)})`,
        bytes(r.lista.mes),
      ]),
    ),
    '',
    '### O PDF do mês (30 relatórios, 150 fotos no tamanho de exibição) e a planilha',
    '',
    ...table(
      [
        'banco',
        'PDF, 1ª exportação do processo:',
        'PDF, de novo:',
        'tamanho do PDF:',
        'páginas:',
        'XLSX:',
        'tamanho do XLSX:',
      ],
      rows.map((r) => [
        r.target,
        seconds(r.pdf.frio),
        seconds(r.pdf.quente),
        bytes(r.pdf.bytes),
        int(r.pdf.paginas),
        seconds(r.xlsx.seconds),
        bytes(r.xlsx.bytes),
      ]),
    ),
    '',
    'A primeira exportação de um processo inclui o início da thread do pool e a carga das fontes (decisão 055). O PDF embute o JPEG de exibição como está (sem recomprimir): o tamanho do arquivo é quase todo das fotos.',
    '',
  ];
  return lines;
}
