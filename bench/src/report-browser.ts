import { LIST_SAFE_CAP } from '@gdo/domain/constants';
import type { RouteBundle } from './bundle';
import type { LighthouseRow } from './lighthouse-run';
import { MENU_LINKS, POINTER_REST_MS } from './navigation-run';
import { bytes, decimal, int, median, ms, ratio, table } from './report-format';
import type { BrowserRow, LighthouseRun, NavigationRun } from './runs';
import { wholeListsTotals } from './whole-lists';

const total = (b: { api: number; assets: number }) => b.api + b.assets;

/**
 * Everything after the click until the network is quiet, median of the runs: the dashboard and the
 * prefetched first pages. Whether the prefetch lands before or after the dashboard is drawn varies
 * from run to run; the sum does not.
 */
export const afterClickBytes = (row: BrowserRow) =>
  median(row.runs.map((run) => total(run.entrar) + total(run.depois)));

export function signInSection(rows: BrowserRow[], runs: number): string[] {
  const mid = (row: BrowserRow, pick: (run: BrowserRow['runs'][number]) => number) =>
    median(row.runs.map(pick));
  return [
    '## Entrar até o dashboard utilizável, no Chromium',
    '',
    `Do clique em "Entrar" ao primeiro quadro que mostra os totais da empresa e os cartões das obras, cada vez num contexto novo (cache e armazenamento vazios), mediana de ${runs}; "login respondido" e "dados do painel" dizem quando, depois do clique, chegaram as respostas de POST /api/autenticacao/autenticar e GET /api/dashboard/obras (o resto é o navegador: baixar e executar o código da área logada e desenhar o painel). Bytes como a rede os conta (corpos comprimidos e cabeçalhos). "Depois" é o que chega até a rede ficar 3,5 s parada: as listas que o app pré-carrega quando o navegador fica ocioso.`,
    '',
    ...table(
      [
        'banco',
        'N lançamentos:',
        'entrar → dashboard, ms (mín.–máx.):',
        'login respondido, ms:',
        'dados do painel, ms:',
        'obras no painel:',
        'tela de login:',
        'clique → painel, API:',
        'clique → painel, arquivos do app:',
        'depois (pré-carga):',
      ],
      rows.map((row) => {
        const times = row.runs.map((run) => run.ms);
        return [
          row.target,
          int(row.size),
          `${ms(median(times))} (${ms(Math.min(...times))}–${ms(Math.max(...times))})`,
          ms(mid(row, (run) => run.signInMs)),
          ms(mid(row, (run) => run.painelMs)),
          int(mid(row, (run) => run.cards)),
          bytes(mid(row, (run) => total(run.login))),
          bytes(mid(row, (run) => run.entrar.api)),
          bytes(mid(row, (run) => run.entrar.assets)),
          bytes(mid(row, (run) => total(run.depois))),
        ];
      }),
    ),
    '',
  ];
}

export function wholeListsSection(rows: BrowserRow[]): string[] {
  const largest = rows.filter((row) => row.size === Math.max(...rows.map((r) => r.size)))[0];
  const lines = [
    '## O desenho anterior: todas as listas inteiras no login',
    '',
    `Cada lista da especificação pedida sem paginação (GET …/list), como o desenho anterior as carregava ao entrar, somada e comparada com tudo o que o app de hoje recebe depois do clique em "Entrar" até a rede parar (painel e pré-carga). A API devolve no máximo ${int(LIST_SAFE_CAP)} linhas por lista sem paginação; a coluna "sem o limite" estima o que seriam as listas completas (bytes por linha × total de linhas).`,
    '',
    ...table(
      [
        'banco',
        'N lançamentos:',
        'listas inteiras (até o limite):',
        'sem o limite (estimado):',
        '× tudo depois do clique:',
      ],
      rows.map((row) => {
        const totals = wholeListsTotals(row.lists);
        return [
          row.target,
          int(row.size),
          bytes(totals.bytes),
          bytes(totals.uncapped),
          ratio(totals.uncapped, afterClickBytes(row)),
        ];
      }),
    ),
    '',
  ];
  if (!largest) return lines;
  return [
    ...lines,
    `### Cada lista, ${largest.target}, N = ${int(largest.size)}`,
    '',
    ...table(
      ['lista', 'linhas devolvidas:', 'linhas no total:', 'bytes:'],
      largest.lists.map((list) => [list.name, int(list.rows), int(list.total), bytes(list.bytes)]),
    ),
    '',
  ];
}

/**
 * A Lighthouse row of the report: its scores and times, or, when Lighthouse could not measure the
 * screen, "falhou" and why (its scores would read 0 and its times NaN).
 */
export function lighthouseCells(r: LighthouseRow): string[] {
  if (r.falha) return [r.page, r.formFactor, `falhou: ${r.falha.replaceAll('|', '/')}`, '—', '—', '—', '—'];
  return [
    r.page,
    r.formFactor,
    int(r.performance),
    int(r.accessibility),
    int(r.lcpMs),
    int(r.tbtMs),
    decimal(r.cls, 3),
  ];
}

export function lighthouseSection(runs: LighthouseRun[]): string[] {
  const lines = [
    '## Lighthouse',
    '',
    'Lighthouse 12 no Chromium do sistema, headless, desempenho e acessibilidade, nos perfis de celular (o padrão: CPU 4× mais lenta e rede 4G simuladas) e desktop. Metas (issues 12 e 15): celular ≥ 90 de desempenho em todas, 100 de acessibilidade em todas, TBT do dashboard no celular < 300 ms. Depois do login, cada tela é medida com a sessão aberta e o cache HTTP vazio: o dashboard (as 100 obras da semeadura), os lançamentos do RDO da primeira obra, o diário dela (um mês de relatórios assinados, cinco fotos cada) e um relatório novo, e Contas a pagar.',
    '',
  ];
  for (const run of runs) {
    lines.push(
      `${run.target}, N = ${int(run.size)} lançamentos, ${run.when.slice(0, 16).replace('T', ' ')} UTC, carga média de 1 minuto ${decimal(run.load[0], 1)} ao começar e ${decimal(run.load[1], 1)} ao terminar (2 núcleos; a máquina é compartilhada com outros agentes, e a carga alonga as tarefas que o Lighthouse multiplica por 4):`,
      '',
      ...table(
        ['página', 'perfil', 'desempenho:', 'acessibilidade:', 'LCP ms:', 'TBT ms:', 'CLS:'],
        run.rows.map(lighthouseCells),
      ),
      '',
    );
    if (run.phone.length > 0) {
      lines.push(
        `O mesmo celular no próprio Chromium (decisões 208 e 217): CPU 4× mais lenta e a rede do 4G do Lighthouse (150 ms, 1,6 Mbit/s) aplicadas durante a visita, não simuladas depois; cada tela visitada ${run.phone[0]!.visits} vezes a frio, alternadas, com a sessão aberta; medianas do que a própria página observou (TBT: o que passa de 50 ms em cada tarefa longa depois da primeira pintura):`,
        '',
        ...table(
          ['página', 'FCP ms:', 'LCP ms:', 'TBT ms:', 'tarefas longas ms:', 'CLS:'],
          run.phone.map((r) => [
            r.page,
            int(r.fcpMs),
            int(r.lcpMs),
            int(r.tbtMs),
            int(r.longTasksMs),
            decimal(r.cls, 3),
          ]),
        ),
        '',
      );
    }
    const failing = run.rows.flatMap((r) =>
      r.failing.map(
        (f) => `- ${r.page} (${r.formFactor}): \`${f.id}\` — ${f.title} (${f.items} elemento(s))`,
      ),
    );
    lines.push(
      ...(failing.length > 0
        ? ['Auditorias de acessibilidade que falharam:', '', ...failing]
        : [
            `Nenhuma auditoria de acessibilidade falhou${run.rows.some((r) => r.falha) ? ' nas telas medidas' : ''}.`,
          ]),
      '',
    );
  }
  return lines;
}

export function bundleSection(bundles: RouteBundle[]): string[] {
  return [
    '## Tamanho dos pacotes do app web (gzip -9)',
    '',
    'Do manifesto do Vite (apps/web/dist/.vite/manifest.json): para cada rota, seu chunk de entrada e os imports estáticos dele, transitivamente. O CSS é um arquivo só, que o index.html liga (decisão 224): a coluna CSS é ele em todas as rotas. "A frio" soma o que uma visita direta à rota baixa (a entrada do app com o CSS e, atrás do login, o layout da área logada); "ao navegar" é só o que falta depois disso.',
    '',
    ...table(
      ['rota (chunk)', 'JS:', 'CSS:', 'a frio:', 'ao navegar:'],
      bundles.map((b) => [b.route, bytes(b.js), bytes(b.css), bytes(b.cold), bytes(b.extra)]),
    ),
    '',
  ];
}

/** The first click on each menu link in a session (decision 222). */
export function navigationSection(runs: NavigationRun[]): string[] {
  const lines = [
    '## Navegação: o primeiro clique em cada link do menu',
    '',
    `Decisão 222: a 1280 px, numa sessão nova, depois de o dashboard assentar (5 s), o ponteiro para ${POINTER_REST_MS} ms sobre cada um de ${MENU_LINKS.length} links do menu (${MENU_LINKS.join(', ')}) e clica; do clique até o título da nova tela na página. Cada link é aberto pela primeira vez na sessão, o caso em que o código da tela ainda não estava no React.`,
    '',
  ];
  for (const run of runs) {
    lines.push(
      `${run.target}, N = ${int(run.size)} lançamentos, ${run.when.slice(0, 16).replace('T', ' ')} UTC, ${run.rows[0]!.clicks / MENU_LINKS.length} sessões por condição:`,
      '',
      ...table(
        ['condição', 'cliques:', 'mediana ms:', 'máximo ms:'],
        run.rows.map((r) => [r.condicao, int(r.clicks), int(r.medianMs), int(r.maxMs)]),
      ),
      '',
    );
  }
  return lines;
}
