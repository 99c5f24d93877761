import type { Orcamento, OrcamentoListRow } from '@gdo/domain/orcamento-response';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listRequest } from '@/lib/list-request';

// The obra's budgets, for the contract's optional link to an etapa/subetapa. Idle without an obra.
export function useOrcamentosDaObra(obra: number | null) {
  const params = { obra: obra ?? 0, sort: 'nome' };
  return useQuery({
    ...queryOptions({
      queryKey: ['orcamentos', 'list', params],
      queryFn: ({ signal }) => listRequest<OrcamentoListRow>('/api/orcamentos/list', params, signal),
    }),
    enabled: obra !== null,
  });
}

// The chosen budget's itens and subitens. Idle without one.
export function useOrcamento(id: number | null) {
  return useQuery({
    queryKey: ['orcamentos', 'detail', id ?? 0],
    queryFn: ({ signal }) => apiRequest<Orcamento>(`/api/orcamentos/get/${id}`, { signal }),
    enabled: id !== null,
  });
}
