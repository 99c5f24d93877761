import type { OrcamentoModelo, OrcamentoModeloInput } from '@gdo/domain/orcamento-modelo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orcamentoModeloKeys } from '@/entities/orcamento-modelos/api/orcamento-modelo-keys';
import { orcamentoKeys } from '@/entities/orcamentos/api/orcamento-keys';
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
      queryClient.setQueryData(orcamentoModeloKeys.detail(modelo.id), modelo);
      // Budgets show their model's current name (modelo_nome), in the list and in the editor.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orcamentoModeloKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: orcamentoKeys.all }),
      ]);
    },
    onError: refetchWhenStale(queryClient, orcamentoModeloKeys.all),
  });
}
