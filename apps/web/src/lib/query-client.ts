import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiRequestError, isStaleVersion } from '@/lib/api-error';

const MAX_RETRIES = 2;

// A 4xx answer will not change by asking again; a dropped connection or a 5xx might.
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * An edit mutation's onError: refused because someone saved the record meanwhile (409, decision
 * 042), so what this client holds under `queryKey` is old. The form itself keeps what was typed.
 */
export function refetchWhenStale(queryClient: QueryClient, queryKey: QueryKey) {
  return (error: Error) => {
    if (isStaleVersion(error)) void queryClient.invalidateQueries({ queryKey });
  };
}
