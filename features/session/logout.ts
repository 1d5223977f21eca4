import { endSession } from '@/lib/api/session-end';
import { disconnectWallet } from '@/lib/chain/wallet';
import { getSession } from '@/lib/session/store';
import { announceSessionEnded } from '@/lib/session/tab-share';
import { revokeOnServer } from './session-server';

/** Names of the service worker's runtime caches; the precache of the shell is kept. */
const RUNTIME_CACHE_PREFIX = 'rwat-runtime';

async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((n) => n.startsWith(RUNTIME_CACHE_PREFIX)).map((n) => caches.delete(n)),
  );
}

/** Signs out on purpose: session (here, on the server, in tabs sharing it), caches, wallet. */
export async function logout(): Promise<void> {
  const { user, wallet } = getSession();
  const token = user?.token;
  endSession('now');
  if (token) {
    announceSessionEnded(token);
    void revokeOnServer(token);
  }
  await Promise.allSettled([clearRuntimeCaches(), disconnectWallet(wallet)]);
}
