import type { Scenario } from './load';

// The first admin of the bench's API; the API has no default password (decision 058).
export const ADMIN = { email: 'admin@obras.local', password: 'senha-do-bench-1' };

/** What Chromium sends on every request: the HTTP parts read the API as a browser does (decision 247). */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

/** The token-only route: the session lookup and nothing else, what every list is compared with. */
export const TOKEN_SCENARIO: Scenario = {
  name: 'validatoken (só o token)',
  path: '/api/autenticacao/validatoken',
  goal: 'referencia',
};

const HEALTH: Scenario = { name: 'saúde (SELECT 1)', path: '/api/health' };

/** A kept answer as a client reads it, then the same computed at each request ("sem cache"). */
const withComputed = (s: Scenario): Scenario[] => [
  s,
  { ...s, name: `${s.name}, sem cache`, headers: { ...s.headers, 'cache-control': 'no-cache' } },
];

/**
 * Each list and search twice (decision 229): as a client reads it, answered from the API's kept
 * answers after the first request, and with `Cache-Control: no-cache`, computed by the database on
 * every request, as every answer was before the decision.
 */
export const alsoComputed = (scenarios: Scenario[]): Scenario[] =>
  scenarios.flatMap((s) => (s.goal === 'lista' || s.goal === 'busca' ? withComputed(s) : [s]));

/**
 * The registers' paged lists (`lists`, list-routes.ts, from the OpenAPI document) between the
 * reference routes and the searches for a common word ('silva' is in about one name in ten) and a
 * deep page.
 */
export const registerScenarios = (lists: Scenario[]): Scenario[] => [
  HEALTH,
  TOKEN_SCENARIO,
  ...alsoComputed([
    ...lists,
    { name: "clientes, busca 'silva'", path: '/api/clientes/list?q=silva&page=1&pageSize=50', goal: 'busca' },
    { name: "obras, busca 'silva'", path: '/api/obras/list?q=silva&page=1&pageSize=50', goal: 'busca' },
    {
      name: 'clientes, página 100, por nome desc.',
      path: '/api/clientes/list?page=100&pageSize=50&sort=-nome',
      goal: 'busca',
    },
  ]),
  {
    name: 'entrar (argon2id)',
    method: 'POST',
    path: '/api/autenticacao/autenticar',
    body: JSON.stringify(ADMIN),
    connections: 10,
  },
];

/** Every other paged list (`lists`), the dashboard, and a search for a common word ('cimento': one entry in ten). */
export const painelScenarios = (lists: Scenario[]): Scenario[] => [
  TOKEN_SCENARIO,
  // Kept too (decision 229), and not lists: their computed cost stays in sight beside them.
  ...withComputed({ name: 'dashboard (todas as obras)', path: '/api/dashboard/obras' }),
  ...withComputed({ name: 'resumo de uma obra', path: '/api/obras/resumo/1' }),
  ...alsoComputed([
    ...lists,
    {
      name: "lançamentos do RDO, busca 'cimento'",
      path: '/api/rdo/lancamentos/list?q=cimento&page=1&pageSize=50',
      goal: 'busca',
    },
  ]),
];

/** Entries written into one obra's RDO by every connection at once: the hot spot of a busy site. */
export const entryCreateScenario = (body: string): Scenario => ({
  name: 'criar lançamento no RDO',
  method: 'POST',
  path: '/api/rdo/lancamentos/create',
  body,
});

/**
 * The lists of the spec's earlier design, which loaded each of them whole at sign-in: without
 * paging, each comes back whole up to the API's safe cap (LIST_SAFE_CAP).
 */
export const WHOLE_LISTS: { name: string; path: string }[] = [
  { name: 'clientes', path: '/api/clientes/list' },
  { name: 'obras', path: '/api/obras/list' },
  { name: 'fornecedores', path: '/api/fornecedores/list' },
  { name: 'orçamentos', path: '/api/orcamentos/list' },
  { name: 'contratos', path: '/api/contratos/list' },
  { name: 'usuários', path: '/api/users/list' },
  { name: 'etapas', path: '/api/etapas/list' },
  { name: 'subetapas', path: '/api/subetapas/list' },
  { name: 'RDOs', path: '/api/rdo/list' },
  { name: 'RDAs', path: '/api/rda/list' },
  { name: 'lançamentos do RDO', path: '/api/rdo/lancamentos/list' },
  { name: 'lançamentos do RDA', path: '/api/rda/lancamentos/list' },
];
