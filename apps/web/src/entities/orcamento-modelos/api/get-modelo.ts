import type { OrcamentoModelo } from '@gdo/domain/orcamento-modelo';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orcamentoModeloKeys } from '@/entities/orcamento-modelos/api/orcamento-modelo-keys';
import { apiRequest } from '@/lib/api-client';

export function getModelo(id: number, signal?: AbortSignal): Promise<OrcamentoModelo> {
  return apiRequest<OrcamentoModelo>(`/api/orcamentos/modelos/get/${id}`, { signal });
}

export function modeloQueryOptions(id: number) {
  return queryOptions({
    queryKey: orcamentoModeloKeys.detail(id),
    queryFn: ({ signal }) => getModelo(id, signal),
  });
}

// Idle until there is an id: the editor creates a model when there is none.
export function useModelo(id: number | undefined) {
  return useQuery({ ...modeloQueryOptions(id ?? 0), enabled: id !== undefined });
}
