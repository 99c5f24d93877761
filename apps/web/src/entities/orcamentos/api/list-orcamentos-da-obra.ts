import type { OrcamentoListRow } from '@gdo/domain/orcamento-response';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orcamentoKeys } from '@/entities/orcamentos/api/orcamento-keys';
import { listRequest } from '@/lib/list-request';

// The obra's budgets, by name: an RDO or RDA follows one of them, and a contract may name an
// etapa/subetapa of one.
export function orcamentosDaObraQueryOptions(obra: number) {
  const params = { obra, sort: 'nome' };
  return queryOptions({
    queryKey: orcamentoKeys.list(params),
    queryFn: ({ signal }) => listRequest<OrcamentoListRow>('/api/orcamentos/list', params, signal),
  });
}

// Idle without an obra, or when the caller does not need them yet.
export function useOrcamentosDaObra(obra: number | null, enabled = true) {
  return useQuery({ ...orcamentosDaObraQueryOptions(obra ?? 0), enabled: enabled && obra !== null });
}
