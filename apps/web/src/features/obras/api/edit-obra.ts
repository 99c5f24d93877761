import type { Obra, ObraEdit } from '@gdo/domain/obra';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { obraKeys } from '@/entities/obras/api/obra-keys';
import { apiRequest } from '@/lib/api-client';
import { refetchWhenStale } from '@/lib/query-client';

// PUT /api/obras/edit/{id}, not the clientes create path of the earlier product
// (docs/spec-deviations.md).
export function editObra({ id, data }: { id: number; data: ObraEdit }): Promise<Obra> {
  return apiRequest<Obra>(`/api/obras/edit/${id}`, { method: 'PUT', body: data });
}

export function useEditObra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editObra,
    onSuccess: (obra) => {
      queryClient.setQueryData(obraKeys.detail(obra.id), obra);
      return queryClient.invalidateQueries({ queryKey: obraKeys.lists() });
    },
    onError: refetchWhenStale(queryClient, obraKeys.all),
  });
}
