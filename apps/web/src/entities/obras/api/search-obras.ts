import type { Obra } from '@gdo/domain/obra';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { obraKeys } from '@/entities/obras/api/obra-keys';
import { listRequest } from '@/lib/list-request';

const OBRAS_POR_PAGINA = 20;

// What to ask for: the typed text (name or cliente), optionally one situação, and the page.
export type BuscaObras = { q: string; status?: number; page?: number };

// A page of obras by name, filtered by the server as the user types (a firm may hold hundreds:
// the whole list weighs tens of KB). Under obraKeys.lists(), so a saved obra refreshes it too.
export function searchObrasQueryOptions({ q, status, page = 1 }: BuscaObras) {
  const params = { q, status, sort: 'nome', page, pageSize: OBRAS_POR_PAGINA };
  return queryOptions({
    queryKey: obraKeys.list(params),
    queryFn: ({ signal }) => listRequest<Obra>('/api/obras/list', params, signal),
    placeholderData: keepPreviousData,
  });
}

// enabled: false until the screen needs the list (a picker, once opened).
export function useSearchObras(busca: BuscaObras, enabled = true) {
  return useQuery({ ...searchObrasQueryOptions(busca), enabled });
}
