import type { Cliente, ClienteEdit } from '@gdo/domain/cliente';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clienteKeys } from '@/entities/clientes/api/cliente-keys';
import { obraKeys } from '@/entities/obras/api/obra-keys';
import { apiRequest } from '@/lib/api-client';
import { refetchWhenStale } from '@/lib/query-client';

export function editCliente({ id, data }: { id: number; data: ClienteEdit }): Promise<Cliente> {
  return apiRequest<Cliente>(`/api/clientes/edit/${id}`, { method: 'PUT', body: data });
}

export function useEditCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editCliente,
    onSuccess: (cliente) => {
      queryClient.setQueryData(clienteKeys.detail(cliente.id), cliente);
      // Obras show their cliente's name and CPF/CNPJ, in lists and on the detail page.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: clienteKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: obraKeys.all }),
      ]);
    },
    onError: refetchWhenStale(queryClient, clienteKeys.all),
  });
}
