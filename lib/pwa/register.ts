/** Where the worker lives: relative to the page, so a sub-path deployment registers its own. */
export const SERVICE_WORKER_URL = './sw.js';

export interface UpdateOffer {
  /** Activates the waiting version; the page reloads once it controls the page. */
  accept: () => void;
}

function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** The browser's next idle moment; Safari has none to offer, so after the tasks already waiting. */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve());
    else setTimeout(resolve, 1);
  });
}

/** Whether this browser can have a service worker at all (iOS in-app browsers cannot). */
export function canUseServiceWorker(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    navigator.serviceWorker != null &&
    window.isSecureContext
  );
}

/**
 * Registers the service worker through workbox-window after the page has loaded and gone idle
 * (the library comes then too), so neither competes with the first paint, and calls `onUpdate`
 * when a new version is installed and waiting. A first install has nothing to replace and takes
 * over by itself. The app works the same without a worker. Returns a function that stops
 * listening.
 */
export function registerServiceWorker(onUpdate: (offer: UpdateOffer) => void): () => void {
  if (!canUseServiceWorker() || process.env.NODE_ENV !== 'production') return () => {};
  let stopped = false;
  let checkForUpdate = () => {};

  void (async () => {
    await afterLoad();
    await idle();
    if (stopped) return;
    const { Workbox } = await import('workbox-window');
    if (stopped) return;
    const worker = new Workbox(SERVICE_WORKER_URL, { scope: './' });
    worker.addEventListener('waiting', () => {
      if (stopped || !navigator.serviceWorker.controller) return;
      onUpdate({
        accept: () => {
          worker.addEventListener('controlling', () => window.location.reload());
          worker.messageSkipWaiting();
        },
      });
    });
    await worker.register({ immediate: true });
    // A phone keeps the app open for days: look for a new version whenever it comes back.
    checkForUpdate = () => {
      if (document.visibilityState === 'visible') void worker.update().catch(() => {});
    };
    document.addEventListener('visibilitychange', checkForUpdate);
  })().catch((error: unknown) => console.error('service worker registration failed', error));

  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', checkForUpdate);
  };
}
