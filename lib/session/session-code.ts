/**
 * How much of the session's code a tab needs as soon as it starts:
 * - `signed-in`: it holds a session: the session's code, the shell's session parts and, on
 *   Home, the signed-in cards;
 * - `sign-in`: it is about to sign in (a wallet is in the page) or half-way through (a sign-in
 *   resumed after a chain switch, a wallet asked to switch back): the session's code;
 * - `none`: a guest in a browser without a wallet, who loads none of it unless they tap Connect.
 *
 * Decided once per page, by the page's first script (lib/start/first-script.ts) before any of
 * the app's scripts; the app reads that decision (`sessionCodeNeeded`). `stored` is the stored
 * session as parsed, `wallet` the page's `window.ethereum`, both untrusted.
 */
export type SessionCodeNeed = 'signed-in' | 'sign-in' | 'none';

export function sessionCodeNeed(stored: unknown, wallet: unknown): SessionCodeNeed {
  const session = (stored && typeof stored === 'object' ? stored : {}) as {
    user?: { token?: unknown } | null;
    signStatus?: unknown;
    networkCheck?: unknown;
  };
  const token = session.user && typeof session.user === 'object' ? session.user.token : undefined;
  if (typeof token === 'string' && token !== '') return 'signed-in';
  const hasWallet =
    Boolean(wallet) && typeof (wallet as { request?: unknown }).request === 'function';
  if (session.signStatus === 'switching' || session.networkCheck === true || hasWallet)
    return 'sign-in';
  return 'none';
}
