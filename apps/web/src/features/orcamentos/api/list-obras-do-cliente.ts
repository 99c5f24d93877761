import type { Obra } from '@gdo/domain/obra';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { obraKeys } from '@/entities/obras/api/obra-keys';
import { listRequest } from '@/lib/list-request';

// The obras of one cliente (?id_cliente=), by name: a budget's obra must be its cliente's.
export function obrasDoClienteQueryOptions(idCliente: number) {
  const params = { id_cliente: idCliente, sort: 'nome' };
  return queryOptions({
    queryKey: obraKeys.list(params),
    queryFn: ({ signal }) => listRequest<Obra>('/api/obras/list', params, signal),
  });
}

// Idle until a cliente is chosen.
export function useObrasDoCliente(idCliente: number | null) {
  return useQuery({ ...obrasDoClienteQueryOptions(idCliente ?? 0), enabled: idCliente !== null });
}
