import type { Etapa, EtapaCreate } from '@gdo/domain/etapa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { etapaKeys } from '@/entities/etapas/api/etapa-keys';
import { apiRequest } from '@/lib/api-client';

export function createEtapa(data: EtapaCreate): Promise<Etapa> {
  return apiRequest<Etapa>('/api/etapas/create', { method: 'POST', body: data });
}

export function useCreateEtapa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEtapa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: etapaKeys.lists() }),
  });
}
