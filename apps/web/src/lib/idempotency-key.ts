import { API_ERRORS } from '@gdo/domain/messages';

// Idempotency keys (decision 054). Every submit (an authenticated POST) carries a fresh key. The same
// submit sent again — the same call with the same body, while the first is still in flight or after
// it got no answer (no connection, a 5xx, "still being processed") — carries the same key, so the
// server creates the record once and answers both alike. Any other answer closes the submit: the
// next one, even with the same data, is a new record and gets a new key.
const open = new Map<string, string>();

// crypto.randomUUID exists only in secure contexts (HTTPS, localhost); an office may serve the app
// over plain HTTP on its network, where getRandomValues still works.
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function submitKey(submit: string): string {
  const existing = open.get(submit);
  if (existing) return existing;
  const key = newKey();
  open.set(submit, key);
  return key;
}

/** `status` 0: no answer reached the client. */
export function settleSubmit(submit: string, key: string, status: number, message?: string): void {
  const unanswered = status === 0 || status >= 500 || message === API_ERRORS.chaveIdempotenciaEmAndamento;
  if (!unanswered && open.get(submit) === key) open.delete(submit);
}
