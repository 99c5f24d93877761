import type { Usuario } from '@gdo/domain/usuario';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session-context';

export function getUsuario(id: number, signal?: AbortSignal): Promise<Usuario> {
  return apiRequest<Usuario>(`/api/users/get/${id}`, { signal });
}

// Same key as a user's detail elsewhere, so the signed-in user is fetched once.
export function currentUserQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['usuarios', 'detail', id],
    queryFn: ({ signal }) => getUsuario(id, signal),
    retry: false,
  });
}

export function useCurrentUser() {
  const { userId } = useSession();
  return useQuery({ ...currentUserQueryOptions(userId ?? 0), enabled: userId !== null });
}
