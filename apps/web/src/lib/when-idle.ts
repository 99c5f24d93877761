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

/**
 * Like `whenIdle`, but only once the page has loaded (its `load` event) and `afterMs` more have
 * passed: what the first screen downloads and draws comes first, then the idle work's own download
 * (decision 197).
 */
export function whenLoadedAndIdle(work: () => void, timeoutMs: number, afterMs = 0): () => void {
  let cancel = () => {};
  const start = () => {
    const timer = setTimeout(() => {
      cancel = whenIdle(work, timeoutMs);
    }, afterMs);
    cancel = () => clearTimeout(timer);
  };
  if (document.readyState === 'complete') {
    start();
    return () => cancel();
  }
  window.addEventListener('load', start, { once: true });
  cancel = () => window.removeEventListener('load', start);
  return () => cancel();
}
