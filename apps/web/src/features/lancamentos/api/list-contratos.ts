import type { Contrato } from '@gdo/domain/contrato';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contratoKeys } from '@/entities/contratos/api/contrato-keys';
import { listRequest } from '@/lib/list-request';

// The obra's contracts, with one fornecedor once it is chosen: the only ones an entry may be
// charged to. Before it, every contract of the obra, whose choice fills the fornecedor.
export function contratosQueryOptions(obra: number, fornecedor: number | null) {
  const params = fornecedor === null ? { obra, sort: 'numero' } : { obra, fornecedor, sort: 'numero' };
  return queryOptions({
    queryKey: contratoKeys.list(params),
    queryFn: ({ signal }) => listRequest<Contrato>('/api/contratos/list', params, signal),
  });
}

// The previous list stays while the next loads, so a contract just chosen stays shown.
export function useContratos(obra: number, fornecedor: number | null) {
  return useQuery({ ...contratosQueryOptions(obra, fornecedor), placeholderData: keepPreviousData });
}
