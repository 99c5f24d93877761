import type { OrcamentoInput } from '@gdo/domain/orcamento';
import type { Orcamento } from '@gdo/domain/orcamento-response';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orcamentoKeys } from '@/entities/orcamentos/api/orcamento-keys';
import { apiRequest } from '@/lib/api-client';
import { refetchWhenStale } from '@/lib/query-client';

type EditOrcamento = { id: number; data: OrcamentoInput & { versao?: number } };

// Sent whole, itens included: the server replaces the structure in one transaction.
export function editOrcamento({ id, data }: EditOrcamento): Promise<Orcamento> {
  return apiRequest<Orcamento>(`/api/orcamentos/edit/${id}`, { method: 'PUT', body: data });
}

export function useEditOrcamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editOrcamento,
    onSuccess: (orcamento) => {
      queryClient.setQueryData(orcamentoKeys.detail(orcamento.id), orcamento);
      return queryClient.invalidateQueries({ queryKey: orcamentoKeys.lists() });
    },
    onError: refetchWhenStale(queryClient, orcamentoKeys.all),
  });
}
