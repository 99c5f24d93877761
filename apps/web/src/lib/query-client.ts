import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api-client';

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
