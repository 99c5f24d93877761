import type { Obra } from '@gdo/domain/obra';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { obraKeys } from '@/entities/obras/api/obra-keys';
import { listRequest } from '@/lib/list-request';

const BY_NAME = { sort: 'nome' };

// Every obra by name, for the selects of a contract and of Contas a pagar.
export function useObrasOpcoes() {
  return useQuery(
    queryOptions({
      queryKey: obraKeys.list(BY_NAME),
      queryFn: ({ signal }) => listRequest<Obra>('/api/obras/list', BY_NAME, signal),
    }),
  );
}
