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
 * Offers `waiting`, a new version installed while an older one controls the page (a first
 * install has nothing to replace and takes over by itself). Accepting tells it to take over
 * (the worker skips waiting on this message); the page reloads once it controls the page.
 */
function offerWaiting(waiting: ServiceWorker, onUpdate: (offer: UpdateOffer) => void): void {
  if (!navigator.serviceWorker.controller) return;
  onUpdate({
    accept: () => {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      });
      waiting.postMessage({ type: 'SKIP_WAITING' });
    },
  });
}

/** Calls `onUpdate` for a version already waiting, and for each one installed from now on. */
export function watchForUpdates(
  registration: ServiceWorkerRegistration,
  onUpdate: (offer: UpdateOffer) => void,
): void {
  if (registration.waiting) offerWaiting(registration.waiting, onUpdate);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerWaiting(installing, onUpdate);
    });
  });
}

/**
 * Registers the service worker after the page has loaded and gone idle, so it never competes
 * with the first paint, and calls `onUpdate` when a new version is installed and waiting.
 * The app works the same without it. Returns a function that stops listening. The browser's
 * own API, a few lines, keeps a registration library off every visit.
 */
export function registerServiceWorker(onUpdate: (offer: UpdateOffer) => void): () => void {
  if (!canUseServiceWorker() || process.env.NODE_ENV !== 'production') return () => {};
  let stopped = false;
  let registration: ServiceWorkerRegistration | undefined;
  const checkForUpdate = () => {
    if (document.visibilityState === 'visible') void registration?.update().catch(() => {});
  };

  void (async () => {
    await afterLoad();
    await idle();
    if (stopped) return;
    registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: './' });
    if (stopped) return;
    watchForUpdates(registration, (offer) => {
      if (!stopped) onUpdate(offer);
    });
    // A phone keeps the app open for days: look for a new version whenever it comes back.
    document.addEventListener('visibilitychange', checkForUpdate);
  })().catch((error: unknown) => console.error('service worker registration failed', error));

  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', checkForUpdate);
  };
}
