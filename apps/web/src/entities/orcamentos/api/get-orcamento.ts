import type { Orcamento } from '@gdo/domain/orcamento-response';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orcamentoKeys } from '@/entities/orcamentos/api/orcamento-keys';
import { apiRequest } from '@/lib/api-client';

export function getOrcamento(id: number, signal?: AbortSignal): Promise<Orcamento> {
  return apiRequest<Orcamento>(`/api/orcamentos/get/${id}`, { signal });
}

export function orcamentoQueryOptions(id: number) {
  return queryOptions({
    queryKey: orcamentoKeys.detail(id),
    queryFn: ({ signal }) => getOrcamento(id, signal),
  });
}

// Idle until there is an id: the editor creates when there is none, an RDO or RDA may follow no
// budget yet, a contract may name none.
export function useOrcamento(id: number | null | undefined) {
  return useQuery({ ...orcamentoQueryOptions(id ?? 0), enabled: !!id });
}
