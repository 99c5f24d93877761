import type { Cliente } from '@gdo/domain/cliente';
import { STATUS } from '@gdo/domain/status';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { clienteKeys } from '@/entities/clientes/api/cliente-keys';
import { listRequest } from '@/lib/list-request';

const OPTIONS_PAGE_SIZE = 20;

// The active clientes whose name or document matches what the user types in the cliente field of
// an obra or a budget. Its key sits under clienteKeys.lists(), so a saved cliente refreshes these
// options too.
export function searchClientesQueryOptions(q: string) {
  const params = { q, status: STATUS.ativo, sort: 'nome', page: 1, pageSize: OPTIONS_PAGE_SIZE };
  return queryOptions({
    queryKey: clienteKeys.list(params),
    queryFn: ({ signal }) => listRequest<Cliente>('/api/clientes/list', params, signal),
    placeholderData: keepPreviousData,
  });
}
