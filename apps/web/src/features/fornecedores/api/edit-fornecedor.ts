import type { Fornecedor, FornecedorEdit } from '@gdo/domain/fornecedor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fornecedorKeys } from '@/entities/fornecedores/api/fornecedor-keys';
import { apiRequest } from '@/lib/api-client';
import { refetchWhenStale } from '@/lib/query-client';

export function editFornecedor({ id, data }: { id: number; data: FornecedorEdit }): Promise<Fornecedor> {
  return apiRequest<Fornecedor>(`/api/fornecedores/edit/${id}`, { method: 'PUT', body: data });
}

export function useEditFornecedor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editFornecedor,
    onSuccess: (fornecedor) => {
      queryClient.setQueryData(fornecedorKeys.detail(fornecedor.id), fornecedor);
      return queryClient.invalidateQueries({ queryKey: fornecedorKeys.lists() });
    },
    onError: refetchWhenStale(queryClient, fornecedorKeys.all),
  });
}
