import type { Painel, PainelOrdem } from '@gdo/domain/painel';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { painelKeys } from '@/entities/painel/api/painel-keys';
import { apiRequest } from '@/lib/api-client';

/** What the dashboard asks for: the query string of GET /api/dashboard/obras. */
export type PainelParams = {
  q?: string;
  status?: number;
  id_cliente?: number;
  sort?: PainelOrdem;
  pagamento_de?: string;
  pagamento_ate?: string;
};

function queryString(params: PainelParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function getPainel(params: PainelParams, signal?: AbortSignal): Promise<Painel> {
  return apiRequest<Painel>(`/api/dashboard/obras${queryString(params)}`, { signal });
}

export const painelQueryOptions = (params: PainelParams) =>
  queryOptions({
    queryKey: painelKeys.obras(params),
    queryFn: ({ signal }) => getPainel(params, signal),
    // A new filter keeps the obras on screen until its answer comes, so the page does not jump.
    placeholderData: keepPreviousData,
  });

export function usePainel(params: PainelParams) {
  return useQuery(painelQueryOptions(params));
}
