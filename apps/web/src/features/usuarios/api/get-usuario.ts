import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@/lib/auth/get-current-user';

// A user's detail shares its query with the signed-in user's (GET /api/users/get/{id}), so
// editing oneself also refreshes the name in the header.
export function useUsuario(id: number | undefined) {
  return useQuery({ ...currentUserQueryOptions(id ?? 0), enabled: id !== undefined });
}
