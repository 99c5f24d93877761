import type { OrcamentoListRow } from '@gdo/domain/orcamento-response';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listRequest } from '@/lib/list-request';

// The obra's budgets, by name: an RDO or RDA follows one of them.
export function orcamentosDaObraQueryOptions(obra: number) {
  const params = { obra, sort: 'nome' };
  return queryOptions({
    queryKey: ['orcamentos', 'list', params],
    queryFn: ({ signal }) => listRequest<OrcamentoListRow>('/api/orcamentos/list', params, signal),
  });
}

export function useOrcamentosDaObra(obra: number, enabled = true) {
  return useQuery({ ...orcamentosDaObraQueryOptions(obra), enabled });
}
