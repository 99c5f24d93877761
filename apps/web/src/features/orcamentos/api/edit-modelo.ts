import type { OrcamentoModelo, OrcamentoModeloInput } from '@gdo/domain/orcamento-modelo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refetchWhenStale } from '@/lib/query-client';

export function editModelo({
  id,
  data,
}: {
  id: number;
  data: OrcamentoModeloInput & { versao?: number };
}): Promise<OrcamentoModelo> {
  return apiRequest<OrcamentoModelo>(`/api/orcamentos/modelos/edit/${id}`, { method: 'PUT', body: data });
}

export function useEditModelo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editModelo,
    onSuccess: (modelo) => {
      queryClient.setQueryData(['orcamento-modelos', 'detail', modelo.id], modelo);
      // Budgets show their model's current name (modelo_nome), in the list and in the editor.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orcamento-modelos', 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['orcamentos'] }),
      ]);
    },
    onError: refetchWhenStale(queryClient, ['orcamento-modelos']),
  });
}
