import type { HttpRow } from './http-measure';
import { afterClickBytes } from './report-browser';
import { bytes, decimal, int, median, ms } from './report-format';
import type { BrowserRow, Results } from './runs';
import { wholeListsTotals } from './whole-lists';

// "Leitura dos números": what the figures of this run say, in words, written from them so the text
// stays true on every run. The reasons given are the code's (what each request does), not guesses.

const SIGN_IN = 'entrar (argon2id)';
const HEALTH = 'saúde (SELECT 1)';
const DASHBOARD = 'dashboard (todas as obras)';
const CREATE = 'criar lançamento no RDO';

const pct = (a: number, b: number) => (b > 0 ? `${decimal((a / b) * 100)}%` : '—');
const largest = <T extends { size: number }>(rows: T[]) =>
  rows.filter((r) => r.size === Math.max(...rows.map((x) => x.size)));

function singleUser(http: HttpRow[]): string | undefined {
  const byP50 = http.filter((r) => Number.isFinite(r.single.p50)).sort((a, b) => a.single.p50 - b.single.p50);
  if (byP50.length === 0) return undefined;
  const [fastest, slowest] = [byP50[0]!, byP50[byP50.length - 1]!];
  let text = `**Um usuário (1 conexão).** O p50 ficou entre ${ms(fastest.single.p50)} e ${ms(slowest.single.p50)} ms em todos os endpoints e tamanhos; o mais lento foi "${slowest.scenario}" (${slowest.target}, N = ${int(slowest.size)}: p50 ${ms(slowest.single.p50)} ms, p99 ${ms(slowest.single.p99)} ms).`;
  const dashboards = largest(http.filter((r) => r.scenario === DASHBOARD));
  if (dashboards.length > 0) {
    const worst = Math.max(...dashboards.map((r) => r.single.p99));
    text += ` O dashboard com N = ${int(dashboards[0]!.size)} lançamentos: ${dashboards.map((r) => `p50 ${ms(r.single.p50)} ms e p99 ${ms(r.single.p99)} ms no ${r.target}`).join('; ')} — ${worst < 1000 ? 'a resposta "bem abaixo de um segundo" vale para um usuário' : 'o p99 passa de um segundo: a promessa de "bem abaixo de um segundo" não vale aqui'}.`;
  }
  return text;
}

function underLoad(http: HttpRow[]): string | undefined {
  const data = http.filter((r) => ![SIGN_IN, HEALTH].includes(r.scenario) && r.ceiling.rps > 0);
  if (data.length === 0) return undefined;
  const fractions = data.map((r) => r.result.rps / r.ceiling.rps);
  const health = http.filter((r) => r.scenario === HEALTH);
  const slowdown = median(
    data.filter((r) => Number.isFinite(r.single.p50)).map((r) => r.result.p50 / Math.max(r.single.p50, 1)),
  );
  return `**Sob carga (50 conexões).** Os endpoints de dados ficaram entre ${pct(Math.min(...fractions), 1)} e ${pct(Math.max(...fractions), 1)} do teto (mediana ${pct(median(fractions), 1)})${health.length > 0 ? `, a saúde (SELECT 1) em ${pct(median(health.map((r) => r.result.rps / r.ceiling.rps)), 1)}` : ''}. O teto só copia bytes da memória; cada requisição real procura a sessão do token no banco, roda a consulta e valida e serializa a resposta pelo schema, com a API, o PostgreSQL e o autocannon dividindo os mesmos 2 núcleos. Com 50 conexões o p50 fica em mediana ${decimal(slowdown)}× o de um usuário: as requisições fazem fila pela CPU e pelas 10 conexões do pool (DB_POOL_SIZE).`;
}

function signInAndCreate(http: HttpRow[]): string | undefined {
  const signIns = http.filter((r) => r.scenario === SIGN_IN);
  const creates = http.filter((r) => r.scenario === CREATE);
  const parts: string[] = [];
  if (signIns.length > 0) {
    parts.push(
      `**Entrar** faz ${int(median(signIns.map((r) => r.result.rps)))} req/s (mediana, 10 conexões; ${pct(median(signIns.map((r) => r.result.rps / r.ceiling.rps)), 1)} do teto) e leva p50 ${ms(median(signIns.map((r) => r.single.p50)))} ms sozinho: cada login calcula um hash argon2id (19 MiB de memória, 2 passagens), caro de propósito contra força bruta. É lento só para quem tenta senhas.`,
    );
  }
  if (creates.length > 0) {
    const reads = http.filter((r) => r.suite === creates[0]!.suite && r.scenario !== CREATE);
    parts.push(
      `**Criar lançamento** faz ${int(median(creates.map((r) => r.result.rps)))} req/s (mediana; as leituras do painel, ${int(median(reads.map((r) => r.result.rps)))}) e leva p50 ${ms(median(creates.map((r) => r.single.p50)))} ms sozinho. É uma transação que confere obra, fornecedor, etapa e subetapa no orçamento (travando RDO e orçamento para leitura), grava a linha e seus índices (inclusive o de busca por trigramas) e, pelo gatilho, soma o valor em lancamento_totais; aqui as 50 conexões escrevem na mesma obra e etapa, então atualizam a mesma linha de totais, uma de cada vez até o commit.`,
    );
  }
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** p50 at one connection, largest N ÷ smallest N, per scenario and database. */
function slowdowns(rows: HttpRow[], small: number, big: number) {
  const byScenario = new Map<string, { target: string; ratio: number }[]>();
  for (const r of rows.filter((x) => x.size === big)) {
    const base = rows.find((x) => x.target === r.target && x.size === small && x.scenario === r.scenario);
    const ratio = base ? r.single.p50 / Math.max(base.single.p50, 1) : Number.NaN;
    if (Number.isFinite(ratio))
      byScenario.set(r.scenario, [...(byScenario.get(r.scenario) ?? []), { target: r.target, ratio }]);
  }
  return [...byScenario];
}

function growth(http: HttpRow[]): string | undefined {
  const lines: string[] = [];
  for (const suite of [...new Set(http.map((r) => r.suite))]) {
    const rows = http.filter((r) => r.suite === suite);
    const sizes = [...new Set(rows.map((r) => r.size))].sort((a, b) => a - b);
    if (sizes.length < 2) continue;
    const [small, big] = [sizes[0]!, sizes[sizes.length - 1]!];
    const ratios = slowdowns(rows, small, big);
    const slower = ratios
      .filter(([, xs]) => xs.some((x) => x.ratio >= 2))
      .map(
        ([scenario, xs]) =>
          `"${scenario}" (${xs.map((x) => `${decimal(x.ratio)}× no ${x.target}`).join(', ')})`,
      );
    const steady = ratios
      .filter(([, xs]) => xs.every((x) => x.ratio < 1.5))
      .map(([scenario]) => `"${scenario}"`);
    lines.push(
      `de N = ${int(small)} a ${int(big)} (${suite.split(':')[0]}), ${slower.length > 0 ? `o p50 de um usuário dobrou ou mais em ${slower.join(', ')}` : 'nenhum p50 de um usuário dobrou'}${steady.length > 0 ? `; quase não mudou em ${steady.join(', ')}` : ''}`,
    );
  }
  if (lines.length === 0) return undefined;
  const text = lines.join('; ');
  return `**Crescimento.** ${text.charAt(0).toUpperCase()}${text.slice(1)}. Uma página lê só as suas 50 linhas por índice e conta no máximo 10.001 linhas (decisão 123); a de clientes e fornecedores sai só do índice por nome, e uma página distante pula entradas desse índice, não linhas da tabela (decisão 161). O que ainda cresce com N: uma palavra comum percorre o índice até as primeiras ocorrências em ordem alfabética e o total limitado lê 10.001 ocorrências; a busca de obras junta os ids de todas as obras e clientes que batem; as listas de lançamentos somam todas as linhas do filtro para os totais. O dashboard lê lancamento_totais (poucas linhas por obra), não os lançamentos. Um p50 de poucos ms varia de uma execução para outra: olhe as razões grandes.`;
}

function browser(rows: BrowserRow[]): string | undefined {
  if (rows.length === 0) return undefined;
  const parts = largest(rows).map((row) => {
    const mid = (pick: (run: BrowserRow['runs'][number]) => number) => median(row.runs.map(pick));
    const total = mid((run) => run.ms);
    const lists = wholeListsTotals(row.lists);
    return `${row.target}, N = ${int(row.size)}: ${ms(total)} ms do clique ao painel utilizável; o login respondeu em ${ms(mid((run) => run.signInMs))} ms e os dados do painel chegaram em ${ms(mid((run) => run.painelMs))} ms, e os ${ms(total - mid((run) => run.painelMs))} ms restantes são o navegador desenhando os ${int(mid((run) => run.cards))} cartões. Depois do clique, até a rede parar, vieram ${bytes(afterClickBytes(row))} (painel, código da área logada e a pré-carga das primeiras páginas), contra ${bytes(lists.bytes)} das listas inteiras do desenho anterior (até o limite de 5.000 linhas; sem ele, ≈ ${bytes(lists.uncapped)})`;
  });
  const runs = rows.flatMap((row) => row.runs);
  const early = runs.filter((run) => run.depois.api === 0).length;
  return `**No navegador.** ${parts.join('. ')}. O tempo entre o login e os dados do painel também é do navegador: buscar o usuário, baixar e executar o código da área logada e só então pedir o painel.${early > 0 ? ` Em ${early} de ${runs.length} entradas a pré-carga das listas (disparada quando o navegador fica ocioso) chegou antes de o painel aparecer, no meio da carga dele; nas outras, depois.` : ''}`;
}

function lighthouse(results: Results): string | undefined {
  const rows = results.lighthouse.flatMap((run) => run.rows);
  if (rows.length === 0) return undefined;
  const describe = (page: string) =>
    rows
      .filter((r) => r.page === page)
      .map((r) =>
        r.falha
          ? `${r.formFactor}: a medida falhou (${r.falha})`
          : `${r.formFactor}: desempenho ${r.performance}, TBT ${int(r.tbtMs)} ms, LCP ${int(r.lcpMs)} ms`,
      )
      .join('; ');
  const failing = [...new Set(rows.flatMap((r) => r.failing.map((f) => f.id)))];
  return `**Lighthouse.** Login — ${describe('login')}. Dashboard — ${describe('dashboard')}. O TBT (tempo em que a thread principal fica bloqueada) é o custo de executar o React e o Mantine e montar os cartões, multiplicado no perfil de celular pela CPU 4× mais lenta simulada. ${failing.length > 0 ? `Acessibilidade: falharam ${failing.map((id) => `\`${id}\``).join(', ')} (detalhes na seção Lighthouse).` : 'Nenhuma auditoria de acessibilidade falhou.'}`;
}

function seeds(results: Results): string | undefined {
  const entries = largest(results.seeds.filter((s) => s.suite.startsWith('Painel')));
  if (entries.length === 0) return undefined;
  return `**Semeadura.** ${int(entries[0]!.size)} lançamentos num só INSERT … SELECT, com o gatilho de totais: ${entries.map((s) => `${decimal(s.seconds)} s no ${s.target}`).join(', ')}.`;
}

export function readingSection(results: Results): string[] {
  const points = [
    singleUser(results.http),
    underLoad(results.http),
    signInAndCreate(results.http),
    growth(results.http),
    browser(results.browser),
    lighthouse(results),
    seeds(results),
  ].filter((point): point is string => point !== undefined);
  if (points.length === 0) return [];
  return ['## Leitura dos números', '', ...points.map((point) => `- ${point}`), ''];
}
