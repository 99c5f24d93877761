import type { Fornecedor, FornecedorCreate } from '@gdo/domain/fornecedor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function createFornecedor(data: FornecedorCreate): Promise<Fornecedor> {
  return apiRequest<Fornecedor>('/api/fornecedores/create', { method: 'POST', body: data });
}

export function useCreateFornecedor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFornecedor,
    onSuccess: (fornecedor) => {
      queryClient.setQueryData(['fornecedores', 'detail', fornecedor.id], fornecedor);
      return queryClient.invalidateQueries({ queryKey: ['fornecedores', 'list'] });
    },
  });
}
