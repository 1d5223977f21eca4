/**
 * Resolves when the browser is next idle: no task waiting and the frame drawn. Where the browser
 * cannot tell (Safari has no `requestIdleCallback`), after the tasks already waiting.
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window !== 'undefined' && 'requestIdleCallback' in window)
      window.requestIdleCallback(() => resolve());
    else setTimeout(resolve, 1);
  });
}
