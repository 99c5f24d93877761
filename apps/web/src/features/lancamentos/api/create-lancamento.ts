import type { LancamentoCreateInput } from '@gdo/domain/lancamento';
import type { Lancamento } from '@gdo/domain/lancamento-response';
import type { TipoDocumento } from '@gdo/domain/tipo-documento';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateDinheiro } from '@/entities/pagamentos/api/invalidate-dinheiro';
import { apiRequest } from '@/lib/api-client';

type CreateLancamento = { tipo: TipoDocumento; data: LancamentoCreateInput };

// One entry, or with `parcelas` one per instalment (the server answers the list).
export function createLancamento({ tipo, data }: CreateLancamento): Promise<Lancamento | Lancamento[]> {
  return apiRequest(`/api/${tipo}/lancamentos/create`, { method: 'POST', body: data });
}

export function useCreateLancamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLancamento,
    onSettled: () => invalidateDinheiro(queryClient),
  });
}
