import type { OrcamentoUnidade } from '@gdo/domain/orcamento-unidade';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unidadeKeys } from '@/entities/orcamento-unidades/api/unidade-keys';
import { apiRequest } from '@/lib/api-client';

// The firm's own units (decision 104), in pt-BR order: the budget and model editors offer them
// after the ten of every firm; the settings screen keeps them.
export function listUnidades(signal?: AbortSignal): Promise<OrcamentoUnidade[]> {
  return apiRequest<OrcamentoUnidade[]>('/api/orcamentos/unidades/list', { signal });
}

export function useUnidades() {
  return useQuery(
    queryOptions({ queryKey: unidadeKeys.lists(), queryFn: ({ signal }) => listUnidades(signal) }),
  );
}
