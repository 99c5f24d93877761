/**
 * Runs `work` once the browser is idle, at the latest after `timeoutMs` (at once in a browser
 * without requestIdleCallback, as Safari was); returns what cancels it. For what a screen does not
 * need to paint: the toasts' code, the login's rules, the background lists.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(work, { timeout: timeoutMs });
  return () => cancelIdleCallback(handle);
}
