import type { Fornecedor } from '@gdo/domain/fornecedor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listRequest } from '@/lib/list-request';

// Every fornecedor by name, for the entry's select.
export function fornecedoresOpcoesQueryOptions() {
  const params = { sort: 'nome' };
  return queryOptions({
    queryKey: ['fornecedores', 'list', params],
    queryFn: ({ signal }) => listRequest<Fornecedor>('/api/fornecedores/list', params, signal),
  });
}

export function useFornecedoresOpcoes() {
  return useQuery(fornecedoresOpcoesQueryOptions());
}
