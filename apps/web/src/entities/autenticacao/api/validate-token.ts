import { queryOptions } from '@tanstack/react-query';
import { autenticacaoKeys } from '@/entities/autenticacao/api/autenticacao-keys';
import { apiRequest } from '@/lib/api-client';

type ValidateTokenResponse = { id_user: number };

export function validateToken({ signal }: { signal?: AbortSignal } = {}): Promise<ValidateTokenResponse> {
  return apiRequest<ValidateTokenResponse>('/api/autenticacao/validatoken', { signal });
}

// Asked once on start-up, never cached: the answer is only true for this moment.
export function validateTokenQueryOptions() {
  return queryOptions({
    queryKey: autenticacaoKeys.validaToken(),
    queryFn: validateToken,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
