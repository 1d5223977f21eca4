import { endSession } from '@/lib/api/session-end';

/**
 * Signs out on purpose (the account menu, Home's account card) through `logout`, which a
 * signed-in tab loaded as it started (`runSession`). If it cannot be loaded (offline, before it
 * came), this tab at least ends its session: the rest (the server, other tabs, the wallet)
 * needs that code.
 */
export async function signOut(): Promise<void> {
  const code = await import('./logout').catch(() => undefined);
  if (code) await code.logout();
  else endSession('now');
}
