import type { LoginInput, LoginResponse } from '@gdo/domain/autenticacao';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function signInWithPassword(input: LoginInput): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/autenticacao/autenticar', {
    method: 'POST',
    body: input,
    authenticated: false,
  });
}

export function useSignIn() {
  return useMutation({ mutationFn: signInWithPassword });
}
