import type { HttpRow } from './http-measure';
import { int, ms, ratio, table } from './report-format';

// Issue 15's targets, per endpoint and N, from the rows of one run: a page of 50 serves at least
// half the token-only route's req/s, and one user's p50 of every list and search grows at most 1.5×
// from the smallest N measured.
const MIN_SHARE = 0.5;
const MAX_GROWTH = 1.5;

const verdict = (met: boolean | undefined) => (met === undefined ? '—' : met ? 'sim' : '**não**');

export function targetsTable(rows: HttpRow[]): string[] {
  const goals = rows.filter((r) => r.goal === 'lista' || r.goal === 'busca');
  if (goals.length === 0) return [];
  const smallest = Math.min(...rows.map((r) => r.size));
  const reference = (r: HttpRow) =>
    rows.find((x) => x.goal === 'referencia' && x.target === r.target && x.size === r.size);
  const base = (r: HttpRow) =>
    rows.find((x) => x.target === r.target && x.size === smallest && x.scenario === r.scenario);
  let met = 0;
  let checked = 0;
  const count = (ok: boolean | undefined) => {
    if (ok === undefined) return ok;
    checked++;
    if (ok) met++;
    return ok;
  };
  const lines = goals.map((r) => {
    const token = reference(r)?.result.rps ?? 0;
    const share = r.goal === 'lista' && token > 0 ? r.result.rps / token : undefined;
    const first = base(r)?.single.p50;
    const growth = r.size > smallest && first ? r.single.p50 / first : undefined;
    return [
      r.target,
      int(r.size),
      r.scenario,
      share === undefined ? '—' : ratio(r.result.rps, token),
      verdict(count(share === undefined ? undefined : share >= MIN_SHARE)),
      ms(r.single.p50),
      growth === undefined ? '—' : ratio(r.single.p50, first!),
      verdict(count(growth === undefined || !Number.isFinite(growth) ? undefined : growth <= MAX_GROWTH)),
    ];
  });
  return [
    `### Metas da issue 15 (referência: validatoken, só o token, na mesma execução e no mesmo N)`,
    '',
    `Página de 50: req/s ÷ req/s do validatoken, meta ≥ 0,50. Listas e buscas: p50 de um usuário ÷ o mesmo p50 com N = ${int(smallest)}, meta ≤ 1,50. ${met} de ${checked} verificações atingidas.`,
    '',
    ...table(
      [
        'banco',
        'N:',
        'endpoint',
        'req/s ÷ validatoken:',
        '≥ 0,50',
        'p50 ms (1 conexão):',
        `p50 ÷ N = ${int(smallest)}:`,
        '≤ 1,50',
      ],
      lines,
    ),
    '',
  ];
}
