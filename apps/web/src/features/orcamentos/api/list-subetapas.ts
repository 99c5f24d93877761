import type { Subetapa } from '@gdo/domain/subetapa';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// Every subetapa of the empresa, for the subitens; same key as the etapas screen's list.
export function subetapasCatalogoQueryOptions() {
  return queryOptions({
    queryKey: ['subetapas', 'list'],
    queryFn: ({ signal }) => apiRequest<Subetapa[]>('/api/subetapas/list', { signal }),
  });
}

export function useSubetapasCatalogo() {
  return useQuery(subetapasCatalogoQueryOptions());
}
