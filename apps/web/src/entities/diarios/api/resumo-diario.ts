import type { DiarioResumo } from '@gdo/domain/diario-resumo';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { diarioKeys } from './keys';

// GET /api/diarios/resumo/obra/{id}: the last 30 days, the working days without a report, the
// impraticável days and the physical progress per etapa (no money: every role reads it).
export const resumoDoDiarioQueryOptions = (obra: number) =>
  queryOptions({
    queryKey: diarioKeys.resumo(obra),
    queryFn: ({ signal }) => apiRequest<DiarioResumo>(`/api/diarios/resumo/obra/${obra}`, { signal }),
  });

export function useResumoDoDiario(obra: number) {
  return useQuery(resumoDoDiarioQueryOptions(obra));
}
