import type { Cliente } from '@gdo/domain/cliente';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { clienteKeys } from '@/entities/clientes/api/cliente-keys';
import { type ListParams, listRequest } from '@/lib/list-request';

// The order a list opens in when its URL does not say.
export const CLIENTES_DEFAULT_SORT = 'nome';

export function listClientes(params: ListParams, signal?: AbortSignal) {
  return listRequest<Cliente>('/api/clientes/list', params, signal);
}

export function listClientesQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: clienteKeys.list(params),
    queryFn: ({ signal }) => listClientes(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClientes(params: ListParams) {
  return useQuery(listClientesQueryOptions(params));
}
