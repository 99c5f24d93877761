import type { OrcamentoModelo } from '@gdo/domain/orcamento-modelo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orcamentoModeloKeys } from '@/entities/orcamento-modelos/api/orcamento-modelo-keys';
import { apiRequest } from '@/lib/api-client';

// A new model from a saved budget's structure: its quantities and prices become the defaults.
export function createModeloFromOrcamento({
  id,
  nome,
}: {
  id: number;
  nome: string;
}): Promise<OrcamentoModelo> {
  return apiRequest<OrcamentoModelo>(`/api/orcamentos/modelos/from-orcamento/${id}`, {
    method: 'POST',
    body: { nome },
  });
}

export function useCreateModeloFromOrcamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createModeloFromOrcamento,
    onSuccess: (modelo) => {
      queryClient.setQueryData(orcamentoModeloKeys.detail(modelo.id), modelo);
      return queryClient.invalidateQueries({ queryKey: orcamentoModeloKeys.lists() });
    },
  });
}
