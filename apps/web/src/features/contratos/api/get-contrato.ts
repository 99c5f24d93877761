import type { Contrato } from '@gdo/domain/contrato';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contratoKeys } from '@/entities/contratos/api/contrato-keys';
import { apiRequest } from '@/lib/api-client';

export function contratoQueryOptions(id: number) {
  return queryOptions({
    queryKey: contratoKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<Contrato>(`/api/contratos/get/${id}`, { signal }),
  });
}

// Idle without an id: the form then creates.
export function useContrato(id: number | undefined) {
  return useQuery({ ...contratoQueryOptions(id ?? 0), enabled: id !== undefined });
}
