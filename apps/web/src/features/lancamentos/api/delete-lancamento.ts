import type { TipoDocumento } from '@gdo/domain/rdo-rda';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterLancamento } from './invalidate-lancamentos';

type DeleteLancamento = { tipo: TipoDocumento; id: number };

export function deleteLancamento({ tipo, id }: DeleteLancamento): Promise<{ message: string }> {
  return apiRequest(`/api/${tipo}/lancamentos/delete/${id}`, { method: 'DELETE' });
}

export function useDeleteLancamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLancamento,
    onSuccess: (_result, { tipo }) => invalidateAfterLancamento(queryClient, tipo),
  });
}
