import type { Contrato } from '@gdo/domain/contrato';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contratoKeys } from '@/entities/contratos/api/contrato-keys';
import { listRequest } from '@/lib/list-request';

// The obra's contracts with one fornecedor: the only ones an entry may be charged to.
export function contratosQueryOptions(obra: number, fornecedor: number) {
  const params = { obra, fornecedor, sort: 'numero' };
  return queryOptions({
    queryKey: contratoKeys.list(params),
    queryFn: ({ signal }) => listRequest<Contrato>('/api/contratos/list', params, signal),
  });
}

// Idle until a fornecedor is chosen.
export function useContratos(obra: number, fornecedor: number | null) {
  return useQuery({ ...contratosQueryOptions(obra, fornecedor ?? 0), enabled: fornecedor !== null });
}
