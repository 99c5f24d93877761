import type { Fornecedor } from '@gdo/domain/fornecedor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fornecedorKeys } from '@/entities/fornecedores/api/fornecedor-keys';
import { apiRequest } from '@/lib/api-client';

export function getFornecedor(id: number, signal?: AbortSignal): Promise<Fornecedor> {
  return apiRequest<Fornecedor>(`/api/fornecedores/get/${id}`, { signal });
}

export function fornecedorQueryOptions(id: number) {
  return queryOptions({
    queryKey: fornecedorKeys.detail(id),
    queryFn: ({ signal }) => getFornecedor(id, signal),
  });
}

// Idle until there is an id: the form creates when there is none.
export function useFornecedor(id: number | undefined) {
  return useQuery({ ...fornecedorQueryOptions(id ?? 0), enabled: id !== undefined });
}
