import type { Etapa } from '@gdo/domain/etapa';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { etapaKeys } from '@/entities/etapas/api/etapa-keys';
import { apiRequest } from '@/lib/api-client';

// The whole catalogue, in numeric order of numero (the API's default order).
export function listEtapas(signal?: AbortSignal): Promise<Etapa[]> {
  return apiRequest<Etapa[]>('/api/etapas/list', { signal });
}

export function listEtapasQueryOptions() {
  return queryOptions({
    queryKey: etapaKeys.lists(),
    queryFn: ({ signal }) => listEtapas(signal),
  });
}

export function useEtapas() {
  return useQuery(listEtapasQueryOptions());
}
