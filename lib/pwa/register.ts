import type { Workbox } from 'workbox-window';

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
 * Registers the service worker after the page has loaded and gone idle, so it never competes
 * with the first paint, and calls `onUpdate` when a new version is installed and waiting.
 * The app works the same without it. Returns a function that stops listening.
 */
export function registerServiceWorker(onUpdate: (offer: UpdateOffer) => void): () => void {
  if (!canUseServiceWorker() || process.env.NODE_ENV !== 'production') return () => {};
  let stopped = false;
  let wb: Workbox | undefined;
  const checkForUpdate = () => {
    if (document.visibilityState === 'visible') void wb?.update().catch(() => {});
  };

  void (async () => {
    await afterLoad();
    await idle();
    if (stopped) return;
    const { Workbox } = await import('workbox-window');
    if (stopped) return;
    const worker = new Workbox(SERVICE_WORKER_URL, { scope: './' });
    wb = worker;
    worker.addEventListener('waiting', () => {
      onUpdate({
        accept: () => {
          worker.addEventListener('controlling', () => window.location.reload());
          worker.messageSkipWaiting();
        },
      });
    });
    await worker.register();
    // A phone keeps the app open for days: look for a new version whenever it comes back.
    document.addEventListener('visibilitychange', checkForUpdate);
  })().catch((error: unknown) => console.error('service worker registration failed', error));

  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', checkForUpdate);
  };
}
