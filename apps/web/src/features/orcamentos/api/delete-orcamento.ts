import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orcamentoKeys } from '@/entities/orcamentos/api/orcamento-keys';
import { apiRequest } from '@/lib/api-client';

// Refused with 409 and a pt-BR message while an RDO, RDA or contract uses the budget.
export function deleteOrcamento(id: number): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/orcamentos/delete/${id}`, { method: 'DELETE' });
}

export function useDeleteOrcamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrcamento,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: orcamentoKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: orcamentoKeys.lists() });
    },
  });
}
