/**
 * Finding a wallet in the page without trusting it: some wallet bridges throw on access to
 * `window.ethereum`, and some inject it late.
 */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): void;
  removeListener?(event: string, listener: (...args: unknown[]) => void): void;
}

export function readInjected(): Eip1193Provider | undefined {
  try {
    const candidate = (window as unknown as { ethereum?: unknown }).ethereum;
    if (candidate && typeof (candidate as Eip1193Provider).request === 'function') {
      return candidate as Eip1193Provider;
    }
  } catch {
    // A throwing getter means "no usable wallet", not a crash.
  }
  return undefined;
}

/** Resolves true as soon as a wallet is present (injected or announced), false after the wait. */
export function waitForWallet(timeoutMs = 3_000): Promise<boolean> {
  if (typeof window === 'undefined') return Promise.resolve(false);
  if (readInjected()) return Promise.resolve(true);
  return new Promise((resolve) => {
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let poll: ReturnType<typeof setInterval> | undefined;
    const done = (found: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(poll);
      window.removeEventListener('ethereum#initialized', onInit);
      window.removeEventListener('eip6963:announceProvider', onAnnounce);
      resolve(found);
    };
    const onInit = () => done(Boolean(readInjected()));
    const onAnnounce = () => done(true);
    // Timers first: a wallet may answer the request below synchronously.
    timer = setTimeout(() => done(Boolean(readInjected())), timeoutMs);
    // Some wallets inject without either event.
    poll = setInterval(() => {
      if (readInjected()) done(true);
    }, 250);
    window.addEventListener('ethereum#initialized', onInit, { once: true });
    window.addEventListener('eip6963:announceProvider', onAnnounce);
    window.dispatchEvent(new Event('eip6963:requestProvider'));
  });
}

/** The user agents of phones and tablets (the page's first script uses it too). */
export const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile/i;

export function isMobileBrowser(): boolean {
  if (typeof navigator === 'undefined') return false;
  return MOBILE_USER_AGENT.test(navigator.userAgent);
}

/**
 * A phone browser that already carries a wallet is a wallet's own in-app browser: the only
 * wallet there is the one the user opened us in, so we connect without asking which.
 */
export function isWalletBrowser(): boolean {
  return isMobileBrowser() && Boolean(readInjected());
}
