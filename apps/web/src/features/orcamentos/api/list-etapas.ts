import type { Etapa } from '@gdo/domain/etapa';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// The etapas catalogue the editor picks items from. Same key as the etapas screen's list, so
// the copy prefetched at sign-in serves both and an etapa saved there refreshes it here.
export function etapasCatalogoQueryOptions() {
  return queryOptions({
    queryKey: ['etapas', 'list'],
    queryFn: ({ signal }) => apiRequest<Etapa[]>('/api/etapas/list', { signal }),
  });
}

export function useEtapasCatalogo() {
  return useQuery(etapasCatalogoQueryOptions());
}
