import { endSession } from '@/lib/api/session-end';
import { loadedWallet } from '@/lib/chain/wallet';
import { absoluteUrl, config } from '@/lib/config';
import { getSession } from '@/lib/session/store';
import { announceSessionEnded } from '@/lib/session/tab-share';

/** Names of the service worker's runtime caches; the precache of the shell is kept. */
const RUNTIME_CACHE_PREFIX = 'rwat-runtime';

async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((n) => n.startsWith(RUNTIME_CACHE_PREFIX)).map((n) => caches.delete(n)),
  );
}

/**
 * Asks the server to end the session, so the token is worthless even if it was copied. Best
 * effort: the answer is never awaited by the log-out and a failure changes nothing here (the
 * session still ends by itself on the server's idle limit). Sent directly rather than through
 * the API client, whose session-ending reactions and toasts have no place after a log-out;
 * `keepalive` lets it finish while the page moves on.
 */
export function revokeOnServer(token: string): Promise<void> {
  const base = config.apiBase ? config.apiBase.replace(/\/+$/, '') : '';
  return fetch(absoluteUrl(`${base}/api/logout`), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: '{}',
    keepalive: true,
  }).then(
    () => undefined,
    () => undefined,
  );
}

/** Signs out on purpose: session (here, on the server, in tabs sharing it), caches, wallet. */
export async function logout(): Promise<void> {
  const token = getSession().user?.token;
  endSession('now');
  if (token) {
    announceSessionEnded(token);
    void revokeOnServer(token);
  }
  await Promise.allSettled([
    clearRuntimeCaches(),
    loadedWallet()?.then((wallet) => wallet.disconnect()),
  ]);
}
