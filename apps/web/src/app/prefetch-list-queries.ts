import type { QueryClient } from '@tanstack/react-query';
import { listEtapasQueryOptions } from '@/entities/etapas/api/list-etapas';
import { listModelosQueryOptions, MODELOS_DEFAULT_SORT } from '@/entities/orcamento-modelos/api/list-modelos';
import { listSubetapasQueryOptions } from '@/entities/subetapas/api/list-subetapas';
import { CLIENTES_DEFAULT_SORT, listClientesQueryOptions } from '@/features/clientes/api/list-clientes';
import { CONTRATOS_DEFAULT_SORT, listContratosQueryOptions } from '@/features/contratos/api/list-contratos';
import {
  FORNECEDORES_DEFAULT_SORT,
  listFornecedoresQueryOptions,
} from '@/features/fornecedores/api/list-fornecedores';
import {
  DOCUMENTOS_DEFAULT_SORT,
  listDocumentosQueryOptions,
} from '@/features/lancamentos/api/list-documentos';
import { listObrasQueryOptions, OBRAS_DEFAULT_SORT } from '@/features/obras/api/list-obras';
import {
  listOrcamentosQueryOptions,
  ORCAMENTOS_DEFAULT_SORT,
} from '@/features/orcamentos/api/list-orcamentos';
import { listUsuariosQueryOptions, USUARIOS_DEFAULT_SORT } from '@/features/usuarios/api/list-usuarios';
import { defaultListParams } from '@/lib/list-request';
import { whenIdle } from '@/lib/when-idle';

// The lists of spec §4 loaded in the background once signed in: the first page of each
// register, as its screen opens without parameters, and the whole etapas catalogue. Each module
// registers its list here when it is built. Lançamentos stay out on purpose: they grow without
// bound and load per screen, paged (docs/spec-deviations.md).
const PREFETCHED_LISTS: ((queryClient: QueryClient) => Promise<void>)[] = [
  (queryClient) =>
    queryClient.prefetchQuery(listClientesQueryOptions(defaultListParams(CLIENTES_DEFAULT_SORT))),
  (queryClient) =>
    queryClient.prefetchQuery(listFornecedoresQueryOptions(defaultListParams(FORNECEDORES_DEFAULT_SORT))),
  (queryClient) => queryClient.prefetchQuery(listObrasQueryOptions(defaultListParams(OBRAS_DEFAULT_SORT))),
  (queryClient) => queryClient.prefetchQuery(listEtapasQueryOptions()),
  (queryClient) => queryClient.prefetchQuery(listSubetapasQueryOptions()),
];

// Budgets, models, contracts and the RDO/RDA documents show money: not for the diario role (403).
const MONEY_LISTS: ((queryClient: QueryClient) => Promise<void>)[] = [
  (queryClient) =>
    queryClient.prefetchQuery(listOrcamentosQueryOptions(defaultListParams(ORCAMENTOS_DEFAULT_SORT))),
  (queryClient) =>
    queryClient.prefetchQuery(listModelosQueryOptions(defaultListParams(MODELOS_DEFAULT_SORT))),
  (queryClient) =>
    queryClient.prefetchQuery(listContratosQueryOptions(defaultListParams(CONTRATOS_DEFAULT_SORT))),
  (queryClient) =>
    queryClient.prefetchQuery(listDocumentosQueryOptions('rdo', defaultListParams(DOCUMENTOS_DEFAULT_SORT))),
  (queryClient) =>
    queryClient.prefetchQuery(listDocumentosQueryOptions('rda', defaultListParams(DOCUMENTOS_DEFAULT_SORT))),
];

// The users list carries everyone's personal data: the server answers it to administrators only.
const ADMIN_LISTS: ((queryClient: QueryClient) => Promise<void>)[] = [
  (queryClient) =>
    queryClient.prefetchQuery(listUsuariosQueryOptions(defaultListParams(USUARIOS_DEFAULT_SORT))),
];

// The longest wait for an idle moment between two lists.
const EACH_TIMEOUT_MS = 500;

/** Starts the background lists, one per idle moment; returns what stops the ones not yet asked. */
export function prefetchLists(
  queryClient: QueryClient,
  { canReadMoney, canManageUsers }: { canReadMoney: boolean; canManageUsers: boolean },
): () => void {
  const lists = [
    ...PREFETCHED_LISTS,
    ...(canReadMoney ? MONEY_LISTS : []),
    ...(canManageUsers ? ADMIN_LISTS : []),
  ];
  // One list per idle moment, not the eleven in one task: their requests and queries together were
  // a task of 60–90 ms on a phone four times slower (decision 227), counted as blocking time and in
  // the way of a tap.
  let stopped = false;
  let cancel = () => {};
  const next = (index: number) => {
    const prefetch = lists[index];
    if (stopped || !prefetch) return;
    void prefetch(queryClient);
    cancel = whenIdle(() => next(index + 1), EACH_TIMEOUT_MS);
  };
  next(0);
  return () => {
    stopped = true;
    cancel();
  };
}
