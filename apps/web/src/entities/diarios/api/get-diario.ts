import type { Diario, EtapaDoDiario } from '@gdo/domain/diario-response';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { diarioKeys } from './keys';

export function getDiario(id: number, signal?: AbortSignal): Promise<Diario> {
  return apiRequest<Diario>(`/api/diarios/get/${id}`, { signal });
}

export function diarioQueryOptions(id: number) {
  return queryOptions({ queryKey: diarioKeys.detail(id), queryFn: ({ signal }) => getDiario(id, signal) });
}

// Idle until there is an id: the new-report screen has none.
export function useDiario(id: number | undefined) {
  return useQuery({ ...diarioQueryOptions(id ?? 0), enabled: id !== undefined });
}

// The etapas and subetapas of the obra's budget an atividade or a photo may name (no money).
export function etapasDoDiarioQueryOptions(obra: number) {
  return queryOptions({
    queryKey: diarioKeys.etapas(obra),
    queryFn: ({ signal }) => apiRequest<EtapaDoDiario[]>(`/api/diarios/etapas/obra/${obra}`, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useEtapasDoDiario(obra: number) {
  return useQuery(etapasDoDiarioQueryOptions(obra));
}
