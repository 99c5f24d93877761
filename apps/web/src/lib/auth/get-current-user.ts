import type { Usuario } from '@gdo/domain/usuario';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session-context';

// The signed-in user's own record, which every role may read (the users list and get are for
// administrators only).
export function getCurrentUser(signal?: AbortSignal): Promise<Usuario> {
  return apiRequest<Usuario>('/api/users/me', { signal });
}

// Keyed by id too, so a session of another user never reads this one from the cache.
export const CURRENT_USER_KEY = ['usuarios', 'me'] as const;

export function currentUserQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...CURRENT_USER_KEY, id],
    queryFn: ({ signal }) => getCurrentUser(signal),
    retry: false,
  });
}

export function useCurrentUser() {
  const { userId } = useSession();
  return useQuery({ ...currentUserQueryOptions(userId ?? 0), enabled: userId !== null });
}
