import type { Contrato } from '@gdo/domain/contrato';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contratoKeys } from '@/entities/contratos/api/contrato-keys';
import { type ListParams, listRequest } from '@/lib/list-request';

export const CONTRATOS_DEFAULT_SORT = '-data_cadastro';

export function listContratosQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: contratoKeys.list(params),
    queryFn: ({ signal }) => listRequest<Contrato>('/api/contratos/list', params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useContratos(params: ListParams) {
  return useQuery(listContratosQueryOptions(params));
}
