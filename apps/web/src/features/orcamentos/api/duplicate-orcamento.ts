import type { Orcamento } from '@gdo/domain/orcamento-response';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orcamentoKeys } from '@/entities/orcamentos/api/orcamento-keys';
import { apiRequest } from '@/lib/api-client';

// A copy named "<nome> (cópia)", with the same cliente, obra, model, BDI and structure.
export function duplicateOrcamento(id: number): Promise<Orcamento> {
  return apiRequest<Orcamento>(`/api/orcamentos/duplicate/${id}`, { method: 'POST' });
}

export function useDuplicateOrcamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateOrcamento,
    onSuccess: (copia) => {
      queryClient.setQueryData(orcamentoKeys.detail(copia.id), copia);
      return queryClient.invalidateQueries({ queryKey: orcamentoKeys.lists() });
    },
  });
}
