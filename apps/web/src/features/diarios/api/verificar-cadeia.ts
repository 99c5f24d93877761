import type { Verificacao } from '@gdo/domain/diario-response';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { diarioKeys } from '@/entities/diarios/api/keys';
import { apiRequest } from '@/lib/api-client';

// GET /api/diarios/verificar/obra/{id}: the server recomputes every signed report's hash and the chain.
export const verificacaoQueryOptions = (obra: number) =>
  queryOptions({
    queryKey: diarioKeys.verificacao(obra),
    queryFn: ({ signal }) => apiRequest<Verificacao>(`/api/diarios/verificar/obra/${obra}`, { signal }),
  });

export function useVerificacaoDaObra(obra: number) {
  return useQuery(verificacaoQueryOptions(obra));
}
