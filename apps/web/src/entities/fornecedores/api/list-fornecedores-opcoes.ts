import type { Fornecedor } from '@gdo/domain/fornecedor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fornecedorKeys } from '@/entities/fornecedores/api/fornecedor-keys';
import { listRequest } from '@/lib/list-request';

// Every fornecedor by name, for the selects of a contract and of an entry.
export function fornecedoresOpcoesQueryOptions() {
  const params = { sort: 'nome' };
  return queryOptions({
    queryKey: fornecedorKeys.list(params),
    queryFn: ({ signal }) => listRequest<Fornecedor>('/api/fornecedores/list', params, signal),
  });
}

export function useFornecedoresOpcoes() {
  return useQuery(fornecedoresOpcoesQueryOptions());
}
