import type { Usuario } from '@gdo/domain/usuario';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { usuarioKeys } from '@/entities/usuarios/api/usuario-keys';
import { type ListParams, listRequest } from '@/lib/list-request';

// The order a list opens in when its URL does not say.
export const USUARIOS_DEFAULT_SORT = 'nome';

export function listUsuarios(params: ListParams, signal?: AbortSignal) {
  return listRequest<Usuario>('/api/users/list', params, signal);
}

export function listUsuariosQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: usuarioKeys.list(params),
    queryFn: ({ signal }) => listUsuarios(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsuarios(params: ListParams) {
  return useQuery(listUsuariosQueryOptions(params));
}
