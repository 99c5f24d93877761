import type { Usuario } from '@gdo/domain/usuario';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usuarioKeys } from '@/entities/usuarios/api/usuario-keys';
import { apiRequest } from '@/lib/api-client';

// Another user's record with their personal data: administrators only (GET /api/users/get/{id}).
export function getUsuario(id: number, signal?: AbortSignal): Promise<Usuario> {
  return apiRequest<Usuario>(`/api/users/get/${id}`, { signal });
}

export function usuarioQueryOptions(id: number) {
  return queryOptions({
    queryKey: usuarioKeys.detail(id),
    queryFn: ({ signal }) => getUsuario(id, signal),
  });
}

export function useUsuario(id: number | undefined) {
  return useQuery({ ...usuarioQueryOptions(id ?? 0), enabled: id !== undefined });
}
