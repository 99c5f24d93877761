import type { Obra } from '@gdo/domain/obra';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { obraKeys } from '@/entities/obras/api/obra-keys';
import { apiRequest } from '@/lib/api-client';

export function getObra(id: number, signal?: AbortSignal): Promise<Obra> {
  return apiRequest<Obra>(`/api/obras/get/${id}`, { signal });
}

export function obraQueryOptions(id: number) {
  return queryOptions({
    queryKey: obraKeys.detail(id),
    queryFn: ({ signal }) => getObra(id, signal),
  });
}

// Idle until there is an id: the form creates when there is none. Its name heads the obra's pages.
export function useObra(id: number | undefined) {
  return useQuery({ ...obraQueryOptions(id ?? 0), enabled: id !== undefined });
}
