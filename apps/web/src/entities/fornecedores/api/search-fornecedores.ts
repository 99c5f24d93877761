import type { Fornecedor } from '@gdo/domain/fornecedor';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fornecedorKeys } from '@/entities/fornecedores/api/fornecedor-keys';
import { listRequest } from '@/lib/list-request';

const FORNECEDORES_POR_PAGINA = 20;

// A page of fornecedores by name, searched by the server (name, razão social, CPF/CNPJ…) as the
// user types in a fornecedor picker, instead of the whole register. Under fornecedorKeys.lists(),
// so a saved fornecedor refreshes it too.
export function searchFornecedoresQueryOptions(q: string) {
  const params = { q, sort: 'nome', page: 1, pageSize: FORNECEDORES_POR_PAGINA };
  return queryOptions({
    queryKey: fornecedorKeys.list(params),
    queryFn: ({ signal }) => listRequest<Fornecedor>('/api/fornecedores/list', params, signal),
    placeholderData: keepPreviousData,
  });
}
