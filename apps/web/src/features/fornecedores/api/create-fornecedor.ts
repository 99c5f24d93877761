import type { Fornecedor, FornecedorCreate } from '@gdo/domain/fornecedor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fornecedorKeys } from '@/entities/fornecedores/api/fornecedor-keys';
import { apiRequest } from '@/lib/api-client';

export function createFornecedor(data: FornecedorCreate): Promise<Fornecedor> {
  return apiRequest<Fornecedor>('/api/fornecedores/create', { method: 'POST', body: data });
}

export function useCreateFornecedor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFornecedor,
    onSuccess: (fornecedor) => {
      queryClient.setQueryData(fornecedorKeys.detail(fornecedor.id), fornecedor);
      return queryClient.invalidateQueries({ queryKey: fornecedorKeys.lists() });
    },
  });
}
