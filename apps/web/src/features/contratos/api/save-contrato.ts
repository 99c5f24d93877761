import type { Contrato, ContratoCreateInput, ContratoEditInput } from '@gdo/domain/contrato';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contratoKeys } from '@/entities/contratos/api/contrato-keys';
import { painelKeys } from '@/entities/painel/api/painel-keys';
import { apiRequest } from '@/lib/api-client';
import { refetchWhenStale } from '@/lib/query-client';

type SaveContrato = { id: number | undefined; data: ContratoCreateInput | ContratoEditInput };

// POST /api/contratos/create, or PUT /api/contratos/edit/{id} with an id.
export function saveContrato({ id, data }: SaveContrato): Promise<Contrato> {
  return id === undefined
    ? apiRequest<Contrato>('/api/contratos/create', { method: 'POST', body: data })
    : apiRequest<Contrato>(`/api/contratos/edit/${id}`, { method: 'PUT', body: data });
}

export function useSaveContrato() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContrato,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contratoKeys.all }),
        queryClient.invalidateQueries({ queryKey: painelKeys.all }),
      ]),
    onError: refetchWhenStale(queryClient, contratoKeys.all),
  });
}
