import type { ResumoObra } from '@gdo/domain/painel';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { painelKeys } from '@/entities/painel/api/painel-keys';
import { apiRequest } from '@/lib/api-client';

export function getResumoObra(id: number, signal?: AbortSignal): Promise<ResumoObra> {
  return apiRequest<ResumoObra>(`/api/obras/resumo/${id}`, { signal });
}

export const resumoObraQueryOptions = (id: number) =>
  queryOptions({ queryKey: painelKeys.resumoObra(id), queryFn: ({ signal }) => getResumoObra(id, signal) });

export function useResumoObra(id: number) {
  return useQuery(resumoObraQueryOptions(id));
}
