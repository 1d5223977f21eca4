/**
 * How much of the session's code a tab needs as soon as it starts:
 * - `signed-in`: it holds a session: the session's code, the shell's session parts and, on
 *   Home, the signed-in cards;
 * - `sign-in`: it is about to sign in (a wallet is in the page) or half-way through (a sign-in
 *   resumed after a chain switch, a wallet asked to switch back): the session's code;
 * - `none`: a guest in a browser without a wallet, who loads none of it unless they tap Connect.
 *
 * Self-contained on purpose (no imports, no outer names): the page's first inline script runs
 * this very function's text to preload that code with the page's own scripts, and the app runs
 * it to load it, so both decide alike. `stored` is the stored session as parsed, `wallet` the
 * page's `window.ethereum`, both untrusted.
 */
export function sessionCodeNeed(
  stored: unknown,
  wallet: unknown,
): 'signed-in' | 'sign-in' | 'none' {
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
