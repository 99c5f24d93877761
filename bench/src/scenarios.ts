import type { Scenario } from './load';

// The first admin of the bench's API; the API has no default password (decision 058).
export const ADMIN = { email: 'admin@obras.local', password: 'senha-do-bench-1' };

export const REGISTER_SCENARIOS: Scenario[] = [
  { name: 'saúde (SELECT 1)', path: '/api/health' },
  { name: 'clientes, página de 50', path: '/api/clientes/list?page=1&pageSize=50' },
  { name: "clientes, busca 'silva'", path: '/api/clientes/list?q=silva&page=1&pageSize=50' },
  {
    name: 'clientes, página 100, por nome desc.',
    path: '/api/clientes/list?page=100&pageSize=50&sort=-nome',
  },
  { name: 'obras, página de 50', path: '/api/obras/list?page=1&pageSize=50' },
  { name: 'fornecedores, página de 50', path: '/api/fornecedores/list?page=1&pageSize=50' },
  {
    name: 'entrar (argon2id)',
    method: 'POST',
    path: '/api/autenticacao/autenticar',
    body: JSON.stringify(ADMIN),
    connections: 10,
  },
];

export const PAINEL_SCENARIOS: Scenario[] = [
  { name: 'dashboard (todas as obras)', path: '/api/dashboard/obras' },
  { name: 'resumo de uma obra', path: '/api/obras/resumo/1' },
  {
    name: 'lançamentos do RDO de uma obra, página de 50',
    path: '/api/rdo/lancamentos/list/obra/1?page=1&pageSize=50',
  },
  { name: 'contratos, página de 50', path: '/api/contratos/list?page=1&pageSize=50' },
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
