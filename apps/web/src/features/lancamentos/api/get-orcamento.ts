import type { Orcamento } from '@gdo/domain/orcamento-response';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// The budget the document follows: its itens and subitens are the etapas and subetapas an entry may take.
export function orcamentoQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['orcamentos', 'detail', id],
    queryFn: ({ signal }) => apiRequest<Orcamento>(`/api/orcamentos/get/${id}`, { signal }),
  });
}

// Idle until the document is known to have a budget.
export function useOrcamento(id: number | null | undefined) {
  return useQuery({ ...orcamentoQueryOptions(id ?? 0), enabled: !!id });
}
