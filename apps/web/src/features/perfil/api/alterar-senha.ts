import type { AlterarSenha } from '@gdo/domain/senha';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// Needs the current password; the server ends the user's other sessions and keeps this one.
export function alterarSenha(data: AlterarSenha): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/users/me/senha', { method: 'POST', body: data });
}

export function useAlterarSenha() {
  return useMutation({ mutationFn: alterarSenha });
}
