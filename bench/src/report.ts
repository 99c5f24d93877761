import { cpus, loadavg, totalmem } from 'node:os';
import type { LoadResult } from './load';

export type Row = {
  suite: string;
  target: string;
  size: number;
  scenario: string;
  result: LoadResult;
  ceiling: LoadResult;
};

export function machineDescription(): string {
  const cpu = cpus();
  // The load average tells how busy the shared machine was while these figures were taken.
  return `${cpu[0]?.model ?? 'CPU'} × ${cpu.length}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, carga média ${loadavg()[0]!.toFixed(1)} ao terminar`;
}

const int = (n: number) => Math.round(n).toLocaleString('pt-BR');
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2).replace('.', ',') : '—');

function suiteSection(rows: Row[], name: string, sizes: number[]): string[] {
  const lines = [
    `## ${name}`,
    '',
    '| banco | N | endpoint | req/s | p50 ms | p99 ms | bytes/resp. | teto req/s | fração do teto | erros |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.target} | ${int(r.size)} | ${r.scenario} | ${int(r.result.rps)} | ${r.result.p50} | ${r.result.p99} | ${int(r.result.bytesPerRequest)} | ${int(r.ceiling.rps)} | ${ratio(r.result.rps, r.ceiling.rps)} | ${r.result.errors} |`,
    );
  }
  if (sizes.length > 1) {
    const [small, large] = [sizes[0]!, sizes[sizes.length - 1]!];
    lines.push(
      '',
      `### Crescimento com os dados (req/s com N = ${int(large)} ÷ req/s com N = ${int(small)})`,
      '',
    );
    lines.push('| banco | endpoint | razão |', '|---|---|---:|');
    for (const r of rows.filter((x) => x.size === large)) {
      const base = rows.find((x) => x.target === r.target && x.size === small && x.scenario === r.scenario);
      if (base) lines.push(`| ${r.target} | ${r.scenario} | ${ratio(r.result.rps, base.result.rps)} |`);
    }
  }
  const engines = [...new Set(rows.map((r) => r.target))];
  if (engines.length > 1) {
    lines.push(
      '',
      '### Embutido ÷ externo (req/s, mesmo N)',
      '',
      '| N | endpoint | razão |',
      '|---:|---|---:|',
    );
    for (const r of rows.filter((x) => x.target === engines[0])) {
      const other = rows.find(
        (x) => x.target === engines[1] && x.size === r.size && x.scenario === r.scenario,
      );
      if (other) lines.push(`| ${int(r.size)} | ${r.scenario} | ${ratio(r.result.rps, other.result.rps)} |`);
    }
  }
  return [...lines, ''];
}

export function renderReport({
  rows,
  suites,
  seconds,
  machine,
}: {
  rows: Row[];
  suites: { name: string; sizes: number[] }[];
  seconds: number;
  machine: string;
}): string {
  const lines = [
    '# Benchmarks',
    '',
    `Gerado por \`npm run bench\` em ${new Date().toISOString()} — ${machine}.`,
    `Carga: autocannon em outro processo, via loopback, 50 conexões (10 no login), ${seconds} s por medida.`,
    'Teto: um Fastify sem nada servindo da memória os mesmos bytes de cada resposta, medido na mesma execução;',
    '"fração do teto" = req/s do endpoint ÷ req/s do teto. A máquina é compartilhada e ruidosa: compare razões, não valores absolutos.',
    '',
  ];
  for (const suite of suites) {
    lines.push(
      ...suiteSection(
        rows.filter((r) => r.suite === suite.name),
        suite.name,
        suite.sizes,
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}
