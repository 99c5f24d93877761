import type { OrcamentoModeloListRow } from '@gdo/domain/orcamento-modelo';
import { STATUS } from '@gdo/domain/status';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { orcamentoModeloKeys } from '@/entities/orcamento-modelos/api/orcamento-modelo-keys';
import { type ListParams, listRequest } from '@/lib/list-request';

export const MODELOS_DEFAULT_SORT = 'nome';

export function listModelos(params: ListParams, signal?: AbortSignal) {
  return listRequest<OrcamentoModeloListRow>('/api/orcamentos/modelos/list', params, signal);
}

export function listModelosQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: orcamentoModeloKeys.list(params),
    queryFn: ({ signal }) => listModelos(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useModelos(params: ListParams) {
  return useQuery(listModelosQueryOptions(params));
}

const MODELOS_POR_PAGINA = 20;

// A page of the active models a budget may start from, searched by name as the user types in the
// budget's modelo picker (the firm's models may be many: never the whole list).
export function searchModelosAtivosQueryOptions(q: string) {
  return listModelosQueryOptions({
    q,
    status: STATUS.ativo,
    sort: MODELOS_DEFAULT_SORT,
    page: 1,
    pageSize: MODELOS_POR_PAGINA,
  });
}
