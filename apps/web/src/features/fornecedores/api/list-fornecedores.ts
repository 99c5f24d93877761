import type { Fornecedor } from '@gdo/domain/fornecedor';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fornecedorKeys } from '@/entities/fornecedores/api/fornecedor-keys';
import { type ListParams, listRequest } from '@/lib/list-request';

// The order a list opens in when its URL does not say.
export const FORNECEDORES_DEFAULT_SORT = 'nome';

export function listFornecedores(params: ListParams, signal?: AbortSignal) {
  return listRequest<Fornecedor>('/api/fornecedores/list', params, signal);
}

export function listFornecedoresQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: fornecedorKeys.list(params),
    queryFn: ({ signal }) => listFornecedores(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFornecedores(params: ListParams) {
  return useQuery(listFornecedoresQueryOptions(params));
}
