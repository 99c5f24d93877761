import { cpus, loadavg, totalmem } from 'node:os';
import {
  bundleSection,
  lighthouseSection,
  navigationSection,
  signInSection,
  wholeListsSection,
} from './report-browser';
import { diarioSection } from './report-diario';
import { decimal } from './report-format';
import { httpSection } from './report-http';
import { readingSection } from './report-reading';
import { ENTRIES_SUITE, type Options, REGISTERS_SUITE, type Results } from './runs';
import { BROWSER_ACCEPT_ENCODING } from './scenarios';

export function machineDescription(): string {
  const cpu = cpus();
  // The load average tells how busy the shared machine was while these figures were taken.
  return `${cpu[0]?.model ?? 'CPU'} × ${cpu.length}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, carga média ${loadavg()[0]!.toFixed(1)} ao terminar`;
}

function header(options: Options, machine: string): string[] {
  return [
    '# Benchmarks',
    '',
    `Gerado por \`npm run bench\` em ${new Date().toISOString()} — ${machine}.`,
    `Partes: ${[...options.suites].join(', ')} (BENCH_SUITES escolhe; BENCH_SIZES, BENCH_LANCAMENTOS e BENCH_SECONDS mudam tamanhos e duração).`,
    `Carga: autocannon em outro processo, via loopback, 50 conexões (10 no login), e de novo com 1 conexão para a latência de um usuário só (um pedido depois do outro, cronometrado em frações de ms); ${options.seconds} s por medida. Cada requisição aceita \`${BROWSER_ACCEPT_ENCODING}\`, como o Chromium (decisão 247): "bytes/resp." são os bytes como foram escritos, comprimidos acima de 1 KB.`,
    'Teto: um Fastify sem nada servindo da memória a mesma resposta (status, cabeçalhos e os mesmos bytes do corpo) de cada requisição, medido na mesma execução com a API parada;',
    '"fração do teto" = req/s do endpoint ÷ req/s do teto. A máquina é compartilhada e ruidosa: compare razões, não valores absolutos.',
    '',
  ];
}

function timingLines(timings: Map<string, number>): string[] {
  const parts = [...timings].map(([part, seconds]) => `${part} ${decimal(seconds / 60)} min`);
  return ['## Duração desta execução', '', `${parts.join('; ')}.`, ''];
}

export function renderReport({
  results,
  options,
  machine,
}: {
  results: Results;
  options: Options;
  machine: string;
}): string {
  const lines = [...header(options, machine), ...readingSection(results), ''];
  for (const suite of [REGISTERS_SUITE, ENTRIES_SUITE]) {
    const rows = results.http.filter((r) => r.suite === suite);
    const seeds = results.seeds.filter((s) => s.suite === suite);
    // A seed without HTTP measures was the browser's or Lighthouse's: its section stays as it was.
    if (rows.length > 0) lines.push(...httpSection(suite, rows, seeds));
  }
  if (results.browser.length > 0) {
    lines.push(...signInSection(results.browser, options.browserRuns), ...wholeListsSection(results.browser));
  }
  if (results.lighthouse.length > 0) lines.push(...lighthouseSection(results.lighthouse));
  if (results.navegacao.length > 0) lines.push(...navigationSection(results.navegacao));
  if (results.bundles) lines.push(...bundleSection(results.bundles));
  lines.push(...diarioSection(results.diario, machine));
  lines.push(...timingLines(results.timings));
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}

const OWN_RUN = ['## Leitura dos números', '## Duração desta execução'];
const sectionsOf = (markdown: string) => markdown.split(/^(?=## )/m);
const titleOf = (section: string) => section.split('\n', 1)[0]!;

/**
 * A run of some parts (BENCH_SUITES) over the report already written: its sections replace those
 * of the same title, or go in before the run's duration, and every other section stays as the
 * earlier full run wrote it, with its header, reading and duration.
 */
export function mergeReport(existing: string, fresh: string): string {
  const [head = '', ...sections] = sectionsOf(existing);
  for (const section of sectionsOf(fresh).slice(1)) {
    const title = titleOf(section);
    if (OWN_RUN.includes(title)) continue;
    const at = sections.findIndex((s) => titleOf(s) === title);
    if (at >= 0) sections[at] = section;
    else {
      const end = sections.findIndex((s) => titleOf(s) === OWN_RUN[1]);
      sections.splice(
        end >= 0 ? end : sections.length,
        0,
        section.endsWith('\n\n') ? section : `${section}\n`,
      );
    }
  }
  return [head, ...sections].join('');
}
