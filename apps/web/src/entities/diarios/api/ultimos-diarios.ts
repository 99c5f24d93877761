import type { UltimoDiario } from '@gdo/domain/diario-ultimos';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { diarioKeys } from './keys';

/** Each obra's last report, by obra id: undefined while it is read or when the obra was left out. */
export type UltimosPorObra = Map<number, UltimoDiario['ultimo']>;

// GET /api/diarios/ultimos?obras=…: the last report of a page of obras in one call (decision 185).
// Under diarioKeys.all, so a saved, signed or deleted report refreshes it.
export function useUltimosDiarios(obras: number[]) {
  return useQuery({
    queryKey: diarioKeys.ultimos(obras),
    queryFn: ({ signal }) =>
      apiRequest<UltimoDiario[]>(`/api/diarios/ultimos?obras=${obras.join(',')}`, { signal }),
    select: (answer): UltimosPorObra => new Map(answer.map((u) => [u.obra, u.ultimo])),
    enabled: obras.length > 0,
  });
}
