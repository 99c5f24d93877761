import type { Subetapa } from '@gdo/domain/subetapa';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { subetapaKeys } from '@/entities/subetapas/api/subetapa-keys';
import { apiRequest } from '@/lib/api-client';

// Every subetapa of the empresa, in numeric order of numero; the tree groups them by etapa.
export function listSubetapas(signal?: AbortSignal): Promise<Subetapa[]> {
  return apiRequest<Subetapa[]>('/api/subetapas/list', { signal });
}

export function listSubetapasQueryOptions() {
  return queryOptions({
    queryKey: subetapaKeys.lists(),
    queryFn: ({ signal }) => listSubetapas(signal),
  });
}

export function useSubetapas() {
  return useQuery(listSubetapasQueryOptions());
}
