import type { LancamentoEditInput } from '@gdo/domain/lancamento';
import type { Lancamento } from '@gdo/domain/lancamento-response';
import type { TipoDocumento } from '@gdo/domain/tipo-documento';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lancamentoKeys } from '@/entities/lancamentos/api/lancamento-keys';
import { invalidateDinheiro } from '@/entities/pagamentos/api/invalidate-dinheiro';
import { apiRequest } from '@/lib/api-client';
import { refetchWhenStale } from '@/lib/query-client';

type EditLancamento = { tipo: TipoDocumento; id: number; data: LancamentoEditInput };

export function editLancamento({ tipo, id, data }: EditLancamento): Promise<Lancamento> {
  return apiRequest<Lancamento>(`/api/${tipo}/lancamentos/edit/${id}`, { method: 'PUT', body: data });
}

export function useEditLancamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editLancamento,
    onSuccess: () => invalidateDinheiro(queryClient),
    onError: refetchWhenStale(queryClient, lancamentoKeys.all),
  });
}
