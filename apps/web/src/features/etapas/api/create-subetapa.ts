import type { Subetapa, SubetapaCreate } from '@gdo/domain/subetapa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subetapaKeys } from '@/entities/subetapas/api/subetapa-keys';
import { apiRequest } from '@/lib/api-client';

export function createSubetapa(data: SubetapaCreate): Promise<Subetapa> {
  return apiRequest<Subetapa>('/api/subetapas/create', { method: 'POST', body: data });
}

export function useCreateSubetapa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubetapa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subetapaKeys.lists() }),
  });
}
