/**
 * Runs `task` once the browser is idle after the page has drawn (a timer where there is no idle
 * callback); the returned function cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 5000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 1);
  return () => window.clearTimeout(timer);
}
