import type { HttpRow } from './http-measure';
import { int, ms, ratio, table } from './report-format';
import { targetsTable } from './report-targets';
import type { SeedRow } from './runs';

function mainTable(rows: HttpRow[]): string[] {
  return table(
    [
      'banco',
      'N:',
      'endpoint',
      'req/s:',
      'p50 ms:',
      'p99 ms:',
      'p50 ms (1 conexão):',
      'p99 ms (1 conexão):',
      'bytes/resp.:',
      'teto req/s:',
      'fração do teto:',
      'erros:',
    ],
    rows.map((r) => [
      r.target,
      int(r.size),
      r.scenario,
      int(r.result.rps),
      ms(r.result.p50),
      ms(r.result.p99),
      ms(r.single.p50),
      ms(r.single.p99),
      int(r.result.bytesPerRequest),
      int(r.ceiling.rps),
      ratio(r.result.rps, r.ceiling.rps),
      int(r.result.errors + r.single.errors),
    ]),
  );
}

/** Each larger N against the smallest: req/s under load, and one user's p50. */
function growthTable(rows: HttpRow[], sizes: number[]): string[] {
  const [small, ...larger] = sizes;
  const base = (r: HttpRow) =>
    rows.find((x) => x.target === r.target && x.size === small && x.scenario === r.scenario);
  const at = (r: HttpRow, size: number) =>
    rows.find((x) => x.target === r.target && x.size === size && x.scenario === r.scenario);
  return [
    `### Crescimento com os dados (razão em relação a N = ${int(small!)})`,
    '',
    'req/s com 50 conexões: 1 = não mudou, abaixo de 1 = mais lento. p50 com 1 conexão: acima de 1 = mais lento.',
    '',
    ...table(
      [
        'banco',
        'endpoint',
        ...larger.map((size) => `req/s, N = ${int(size)}:`),
        ...larger.map((size) => `p50 (1 conexão), N = ${int(size)}:`),
      ],
      rows
        .filter((r) => r.size === small)
        .map((r) => [
          r.target,
          r.scenario,
          ...larger.map((size) => ratio(at(r, size)?.result.rps ?? 0, base(r)!.result.rps)),
          ...larger.map((size) => ratio(at(r, size)?.single.p50 ?? 0, base(r)!.single.p50)),
        ]),
    ),
    '',
  ];
}

function enginesTable(rows: HttpRow[], engines: string[]): string[] {
  const pairs = rows
    .filter((r) => r.target === engines[0])
    .map((r) => [
      r,
      rows.find((x) => x.target === engines[1] && x.size === r.size && x.scenario === r.scenario),
    ])
    .filter((pair): pair is [HttpRow, HttpRow] => pair[1] !== undefined);
  return [
    '### Embutido ÷ externo (req/s, mesmo N)',
    '',
    ...table(
      ['N:', 'endpoint', 'razão:'],
      pairs.map(([a, b]) => [int(a.size), a.scenario, ratio(a.result.rps, b.result.rps)]),
    ),
    '',
  ];
}

function seedTable(seeds: SeedRow[]): string[] {
  return [
    '### Semeadura (gerar os dados em SQL antes de medir)',
    '',
    ...table(
      ['banco', 'N:', 'segundos:'],
      seeds.map((s) => [s.target, int(s.size), s.seconds.toFixed(1).replace('.', ',')]),
    ),
    '',
  ];
}

export function httpSection(name: string, rows: HttpRow[], seeds: SeedRow[]): string[] {
  const sizes = [...new Set([...rows.map((r) => r.size), ...seeds.map((s) => s.size)])].sort((a, b) => a - b);
  const measuredSizes = [...new Set(rows.map((r) => r.size))].sort((a, b) => a - b);
  const engines = [...new Set(rows.map((r) => r.target))];
  const lines = [`## ${name}`, ''];
  if (rows.length > 0) lines.push(...mainTable(rows), '', ...targetsTable(rows));
  if (measuredSizes.length > 1) lines.push(...growthTable(rows, measuredSizes));
  if (engines.length > 1) lines.push(...enginesTable(rows, engines));
  if (seeds.length > 0 && sizes.length > 0) lines.push(...seedTable(seeds));
  return lines;
}
