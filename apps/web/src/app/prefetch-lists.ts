import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
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
import { screensLoading } from '@/lib/lazy-screen';
import { defaultListParams } from '@/lib/list-request';

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

// Once the screen the user opened has its own data and the browser is idle: a direct visit to a
// screen (a slow phone, a cold start) fetches its answers first, not behind eleven lists
// (Lighthouse's largest paint, decision 142). A lazy screen's queries start only once its chunk has
// arrived, hence the wait while any screen's chunk is arriving and the short one after it.
const IDLE_TIMEOUT_MS = 2000;
const SETTLE_MS = 800;

function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}

function whenSettled(queryClient: QueryClient, work: () => void): () => void {
  let cancel = () => {};
  const check = () => {
    if (queryClient.isFetching() === 0 && screensLoading() === 0) {
      cancel = whenIdle(work);
      return;
    }
    const timer = setTimeout(check, SETTLE_MS);
    cancel = () => clearTimeout(timer);
  };
  const timer = setTimeout(check, SETTLE_MS);
  cancel = () => clearTimeout(timer);
  return () => cancel();
}

export function usePrefetchLists() {
  const queryClient = useQueryClient();
  const { canManageUsers, canReadMoney } = usePermissions();
  useEffect(
    () =>
      whenSettled(queryClient, () => {
        const lists = [
          ...PREFETCHED_LISTS,
          ...(canReadMoney ? MONEY_LISTS : []),
          ...(canManageUsers ? ADMIN_LISTS : []),
        ];
        for (const prefetch of lists) void prefetch(queryClient);
      }),
    [queryClient, canManageUsers, canReadMoney],
  );
}
