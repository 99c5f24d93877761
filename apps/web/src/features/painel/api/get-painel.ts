import type { Painel } from '@gdo/domain/painel';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { painelKeys } from '@/entities/painel/api/painel-keys';
import { apiRequest } from '@/lib/api-client';

export function getPainel(signal?: AbortSignal): Promise<Painel> {
  return apiRequest<Painel>('/api/dashboard/obras', { signal });
}

export const painelQueryOptions = () =>
  queryOptions({ queryKey: painelKeys.all, queryFn: ({ signal }) => getPainel(signal) });

export function usePainel() {
  return useQuery(painelQueryOptions());
}
