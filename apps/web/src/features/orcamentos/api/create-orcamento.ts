import type { OrcamentoInput } from '@gdo/domain/orcamento';
import type { Orcamento } from '@gdo/domain/orcamento-response';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orcamentoKeys } from '@/entities/orcamentos/api/orcamento-keys';
import { apiRequest } from '@/lib/api-client';

// The whole budget at once, subitens nested in their item; the server computes every total.
export function createOrcamento(data: OrcamentoInput): Promise<Orcamento> {
  return apiRequest<Orcamento>('/api/orcamentos/create', { method: 'POST', body: data });
}

export function useCreateOrcamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrcamento,
    onSuccess: (orcamento) => {
      queryClient.setQueryData(orcamentoKeys.detail(orcamento.id), orcamento);
      return queryClient.invalidateQueries({ queryKey: orcamentoKeys.lists() });
    },
  });
}
