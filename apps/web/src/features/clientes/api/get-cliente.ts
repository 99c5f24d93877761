import type { Cliente } from '@gdo/domain/cliente';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { clienteKeys } from '@/entities/clientes/api/cliente-keys';
import { apiRequest } from '@/lib/api-client';

export function getCliente(id: number, signal?: AbortSignal): Promise<Cliente> {
  return apiRequest<Cliente>(`/api/clientes/get/${id}`, { signal });
}

export function clienteQueryOptions(id: number) {
  return queryOptions({
    queryKey: clienteKeys.detail(id),
    queryFn: ({ signal }) => getCliente(id, signal),
  });
}

// Idle until there is an id: the form creates when there is none.
export function useCliente(id: number | undefined) {
  return useQuery({ ...clienteQueryOptions(id ?? 0), enabled: id !== undefined });
}
