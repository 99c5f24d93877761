import type { Usuario } from '@gdo/domain/usuario';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/entities/autenticacao/session-context';
import { usuarioKeys } from '@/entities/usuarios/api/usuario-keys';
import { apiRequest } from '@/lib/api-client';
import { rememberRoles } from '@/lib/storage';

// The signed-in user's own record, which every role may read (the users list and get are for
// administrators only).
export function getCurrentUser(signal?: AbortSignal): Promise<Usuario> {
  return apiRequest<Usuario>('/api/users/me', { signal });
}

export function currentUserQueryOptions(id: number) {
  return queryOptions({
    queryKey: usuarioKeys.currentUser(id),
    queryFn: async ({ signal }) => {
      const user = await getCurrentUser(signal);
      rememberRoles(id, user.permissoes);
      return user;
    },
    retry: false,
  });
}

export function useCurrentUser() {
  const { userId } = useSession();
  return useQuery({ ...currentUserQueryOptions(userId ?? 0), enabled: userId !== null });
}
