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

// The active models a new budget may start from, the whole list by name.
export function useModelosAtivos() {
  return useQuery(listModelosQueryOptions({ status: STATUS.ativo, sort: MODELOS_DEFAULT_SORT }));
}
