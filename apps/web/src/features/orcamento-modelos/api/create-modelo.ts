import type { OrcamentoModelo, OrcamentoModeloInput } from '@gdo/domain/orcamento-modelo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orcamentoModeloKeys } from '@/entities/orcamento-modelos/api/orcamento-modelo-keys';
import { apiRequest } from '@/lib/api-client';

export function createModelo(data: OrcamentoModeloInput): Promise<OrcamentoModelo> {
  return apiRequest<OrcamentoModelo>('/api/orcamentos/modelos/create', { method: 'POST', body: data });
}

export function useCreateModelo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createModelo,
    onSuccess: (modelo) => {
      queryClient.setQueryData(orcamentoModeloKeys.detail(modelo.id), modelo);
      return queryClient.invalidateQueries({ queryKey: orcamentoModeloKeys.lists() });
    },
  });
}
