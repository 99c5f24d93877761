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
 * Like `whenIdle`, but only once the page has loaded (its `load` event): what the first screen
 * downloads and draws comes first, then the idle work's own download (decision 197).
 */
export function whenLoadedAndIdle(work: () => void, timeoutMs: number): () => void {
  if (document.readyState === 'complete') return whenIdle(work, timeoutMs);
  let cancel = () => window.removeEventListener('load', onLoad);
  function onLoad() {
    cancel = whenIdle(work, timeoutMs);
  }
  window.addEventListener('load', onLoad, { once: true });
  return () => cancel();
}
