import { useEffect } from 'react';
import { ApiRequestError } from '@/lib/api-error';
import { useToast } from './toast-context';

type FailingQuery = { error: Error | null; errorUpdatedAt: number };

// A danger toast each time a query fails anew: the spec's text (§8), then the server's reason.
export function useFailureToast({ error, errorUpdatedAt }: FailingQuery, text: string) {
  const toast = useToast();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per failure, not per render
  useEffect(() => {
    if (!error) return;
    toast.show({ type: 'danger', text: failureText(text, error) });
  }, [errorUpdatedAt]);
}

export function failureText(text: string, error: unknown): string {
  return error instanceof ApiRequestError ? `${text} ${error.message}` : text;
}
