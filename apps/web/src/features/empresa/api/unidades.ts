import type { OrcamentoUnidade } from '@gdo/domain/orcamento-unidade';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unidadeKeys } from '@/entities/orcamento-unidades/api/unidade-keys';
import { apiRequest } from '@/lib/api-client';

// The firm's own units, kept by its admins (decision 104); the editors read the same list.

export function createUnidade(nome: string): Promise<OrcamentoUnidade> {
  return apiRequest<OrcamentoUnidade>('/api/orcamentos/unidades/create', { method: 'POST', body: { nome } });
}

export function deleteUnidade(id: number): Promise<OrcamentoUnidade> {
  return apiRequest<OrcamentoUnidade>(`/api/orcamentos/unidades/delete/${id}`, { method: 'DELETE' });
}

export function useUnidadeMutation<V>(call: (value: V) => Promise<OrcamentoUnidade>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: unidadeKeys.all }),
  });
}
