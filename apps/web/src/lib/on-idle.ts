/**
 * Runs `fn` once the browser is idle (at the latest after `timeoutMs`), or after a short delay
 * where requestIdleCallback is missing (Safari). Returns a function that cancels it.
 */
export function onIdle(fn: () => void, timeoutMs = 3000): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(fn, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 1500);
  return () => clearTimeout(id);
}
