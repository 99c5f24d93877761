import type { Obra } from '@gdo/domain/obra';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { obraKeys } from '@/entities/obras/api/obra-keys';
import { type ListParams, listRequest } from '@/lib/list-request';

// The order a list opens in when its URL does not say.
export const OBRAS_DEFAULT_SORT = 'nome';

export function listObras(params: ListParams, signal?: AbortSignal) {
  return listRequest<Obra>('/api/obras/list', params, signal);
}

export function listObrasQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: obraKeys.list(params),
    queryFn: ({ signal }) => listObras(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useObras(params: ListParams) {
  return useQuery(listObrasQueryOptions(params));
}
