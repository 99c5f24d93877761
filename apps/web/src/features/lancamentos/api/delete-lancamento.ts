import type { TipoDocumento } from '@gdo/domain/tipo-documento';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateDinheiro } from '@/entities/pagamentos/api/invalidate-dinheiro';
import { apiRequest } from '@/lib/api-client';

type DeleteLancamento = { tipo: TipoDocumento; id: number };

export function deleteLancamento({ tipo, id }: DeleteLancamento): Promise<{ message: string }> {
  return apiRequest(`/api/${tipo}/lancamentos/delete/${id}`, { method: 'DELETE' });
}

export function useDeleteLancamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLancamento,
    onSuccess: () => invalidateDinheiro(queryClient),
  });
}
