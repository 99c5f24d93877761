import { useCallback, useRef, useState } from 'react';

/**
 * One submit at a time. The second click of a double click (or Enter pressed twice) reaches the
 * handler before React has drawn the button as loading, so a mutation's `isPending` alone lets it
 * through; a ref, set synchronously, does not. `busy` drives the button's loading (so disabled)
 * state. The API client gives each submit its Idempotency-Key (decision 054); this keeps the
 * second request from being sent at all.
 */
export function useSubmitLock() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const lock = useCallback(
    <Args extends unknown[]>(work: (...args: Args) => Promise<unknown> | undefined) =>
      async (...args: Args): Promise<void> => {
        if (running.current) return;
        running.current = true;
        setBusy(true);
        try {
          await work(...args);
        } finally {
          running.current = false;
          setBusy(false);
        }
      },
    [],
  );
  return { busy, lock };
}
