import { queryOptions } from '@tanstack/react-query';
import { env } from '@/config/env';

export type CepAddress = { logradouro: string; bairro: string; cidade: string; uf: string };

const LOOKUP_TIMEOUT_MS = 5000;

// ViaCEP's answer (and that of services shaped like it); `erro` marks an unknown CEP.
type CepAnswer = { logradouro?: string; bairro?: string; localidade?: string; uf?: string; erro?: unknown };

// The address of a CEP, or null when none is configured, the CEP is unknown or the service
// cannot be reached: the fields then simply stay as the user typed them.
export async function lookupCep(digits: string, signal?: AbortSignal): Promise<CepAddress | null> {
  if (!env.cepUrl) return null;
  try {
    const timeout = AbortSignal.timeout(LOOKUP_TIMEOUT_MS);
    const response = await fetch(env.cepUrl.replace('{cep}', digits), {
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!response.ok) return null;
    const answer = (await response.json()) as CepAnswer;
    if (answer.erro) return null;
    return {
      logradouro: answer.logradouro ?? '',
      bairro: answer.bairro ?? '',
      cidade: answer.localidade ?? '',
      uf: answer.uf ?? '',
    };
  } catch {
    return null;
  }
}

export function cepQueryOptions(digits: string) {
  return queryOptions({
    queryKey: ['cep', digits],
    queryFn: ({ signal }) => lookupCep(digits, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export const isCepLookupEnabled = () => env.cepUrl !== null;
