import type { Etapa, EtapaUpdate } from '@gdo/domain/etapa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { etapaKeys } from '@/entities/etapas/api/etapa-keys';
import { subetapaKeys } from '@/entities/subetapas/api/subetapa-keys';
import { apiRequest } from '@/lib/api-client';
import { refetchWhenStale } from '@/lib/query-client';

// The spec's update call: POST with the id in the body.
export function updateEtapa(data: EtapaUpdate): Promise<Etapa> {
  return apiRequest<Etapa>('/api/etapas/update/', { method: 'POST', body: data });
}

export function useUpdateEtapa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEtapa,
    // A new etapa number renumbers its subetapas too (01.03 becomes 04.03).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: etapaKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: subetapaKeys.lists() }),
      ]),
    onError: refetchWhenStale(queryClient, etapaKeys.lists()),
  });
}
