import type { Fornecedor } from '@gdo/domain/fornecedor';
import type { Obra } from '@gdo/domain/obra';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listRequest } from '@/lib/list-request';

const BY_NAME = { sort: 'nome' };

// Every obra and fornecedor by name, for the contract's selects.
export function useObrasOpcoes() {
  return useQuery(
    queryOptions({
      queryKey: ['obras', 'list', BY_NAME],
      queryFn: ({ signal }) => listRequest<Obra>('/api/obras/list', BY_NAME, signal),
    }),
  );
}

export function useFornecedoresOpcoes() {
  return useQuery(
    queryOptions({
      queryKey: ['fornecedores', 'list', BY_NAME],
      queryFn: ({ signal }) => listRequest<Fornecedor>('/api/fornecedores/list', BY_NAME, signal),
    }),
  );
}
