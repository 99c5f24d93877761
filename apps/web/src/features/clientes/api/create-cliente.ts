import type { Cliente, ClienteCreate } from '@gdo/domain/cliente';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clienteKeys } from '@/entities/clientes/api/cliente-keys';
import { apiRequest } from '@/lib/api-client';

export function createCliente(data: ClienteCreate): Promise<Cliente> {
  return apiRequest<Cliente>('/api/clientes/create', { method: 'POST', body: data });
}

export function useCreateCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCliente,
    onSuccess: (cliente) => {
      queryClient.setQueryData(clienteKeys.detail(cliente.id), cliente);
      return queryClient.invalidateQueries({ queryKey: clienteKeys.lists() });
    },
  });
}
