import { endSession } from '@/lib/api/session-end';
import { loadedWallet } from '@/lib/chain/wallet';

/** Names of the service worker's runtime caches; the precache of the shell is kept. */
const RUNTIME_CACHE_PREFIX = 'rwat-runtime';

async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((n) => n.startsWith(RUNTIME_CACHE_PREFIX)).map((n) => caches.delete(n)),
  );
}

/** Signs out on purpose: session, user caches, wallet connection. */
export async function logout(): Promise<void> {
  endSession('now');
  await Promise.allSettled([
    clearRuntimeCaches(),
    loadedWallet()?.then((wallet) => wallet.disconnect()),
  ]);
}
