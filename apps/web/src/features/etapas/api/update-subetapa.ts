import type { Subetapa, SubetapaUpdate } from '@gdo/domain/subetapa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subetapaKeys } from '@/entities/subetapas/api/subetapa-keys';
import { apiRequest } from '@/lib/api-client';
import { refetchWhenStale } from '@/lib/query-client';

// The spec's update call: POST with the id in the body.
export function updateSubetapa(data: SubetapaUpdate): Promise<Subetapa> {
  return apiRequest<Subetapa>('/api/subetapas/update/', { method: 'POST', body: data });
}

export function useUpdateSubetapa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubetapa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subetapaKeys.lists() }),
    onError: refetchWhenStale(queryClient, subetapaKeys.lists()),
  });
}
