/** Without idle callbacks (Safari), how long after being asked the callback runs instead. */
export const NO_IDLE_CALLBACK_MS = 200;

/**
 * Runs `callback` at the browser's next idle moment, or after `atMostMs` if it has none by then (a busy
 * phone may have none for long). Safari has no `requestIdleCallback`: there it runs after
 * NO_IDLE_CALLBACK_MS. Returns what cancels it.
 */
export function whenIdle(callback: () => void, atMostMs?: number): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(
      callback,
      atMostMs === undefined ? undefined : { timeout: atMostMs },
    );
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, NO_IDLE_CALLBACK_MS);
  return () => clearTimeout(id);
}
