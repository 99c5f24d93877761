import type { Obra, ObraCreate } from '@gdo/domain/obra';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { obraKeys } from '@/entities/obras/api/obra-keys';
import { apiRequest } from '@/lib/api-client';

export function createObra(data: ObraCreate): Promise<Obra> {
  return apiRequest<Obra>('/api/obras/create', { method: 'POST', body: data });
}

export function useCreateObra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createObra,
    onSuccess: (obra) => {
      queryClient.setQueryData(obraKeys.detail(obra.id), obra);
      return queryClient.invalidateQueries({ queryKey: obraKeys.lists() });
    },
  });
}
