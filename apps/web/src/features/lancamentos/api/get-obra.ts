import type { Obra } from '@gdo/domain/obra';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// The obra whose books the screen shows: its name heads the page.
export function obraQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['obras', 'detail', id],
    queryFn: ({ signal }) => apiRequest<Obra>(`/api/obras/get/${id}`, { signal }),
  });
}

export function useObra(id: number) {
  return useQuery(obraQueryOptions(id));
}
