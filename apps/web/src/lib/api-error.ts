import type { ApiError } from '@gdo/domain/api-error';
import { API_ERRORS } from '@gdo/domain/messages';

// What screens read of a failed call, apart from the HTTP client itself: only a feature's api/
// files call the client (decision 060), every screen may look at its errors.

// A failed call: the server's pt-BR message and field errors, or status 0 when it was never reached.
export class ApiRequestError extends Error {
  readonly status: number;
  readonly errors: NonNullable<ApiError['errors']>;

  constructor(status: number, body: ApiError) {
    super(body.message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.errors = body.errors ?? [];
  }
}

/**
 * Someone saved the record after this screen loaded it: the edit sent the versao it loaded and the
 * server refused it (409, decision 042). What the user typed is still theirs to keep or reload.
 */
export function isStaleVersion(error: unknown): error is ApiRequestError {
  return (
    error instanceof ApiRequestError && error.status === 409 && error.message === API_ERRORS.registroAlterado
  );
}
