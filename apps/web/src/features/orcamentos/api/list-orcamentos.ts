import type { OrcamentoListRow } from '@gdo/domain/orcamento-response';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { orcamentoKeys } from '@/entities/orcamentos/api/orcamento-keys';
import { type ListParams, listRequest } from '@/lib/list-request';

// The newest budget first, as the API orders it when the URL does not say.
export const ORCAMENTOS_DEFAULT_SORT = '-data_cadastro';

export function listOrcamentos(params: ListParams, signal?: AbortSignal) {
  return listRequest<OrcamentoListRow>('/api/orcamentos/list', params, signal);
}

export function listOrcamentosQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: orcamentoKeys.list(params),
    queryFn: ({ signal }) => listOrcamentos(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrcamentos(params: ListParams) {
  return useQuery(listOrcamentosQueryOptions(params));
}
