/**
 * The wallet app this device is paired with through WalletConnect, by name. The sign-in token
 * lives in sessionStorage and ends with the tab (SPEC), but the WalletConnect session is kept
 * by its SDK in IndexedDB and outlives it; this name, kept beside it, lets a reopened app offer
 * "Continue with <wallet>" without loading any WalletConnect code until the person taps it.
 */
const PAIRED_KEY = 'rwat:wallet-app';

/** The longest name kept: a wallet's metadata is the wallet's to write. */
const MAX_NAME_CHARS = 40;

export function pairedWalletApp(): string | null {
  try {
    const name = localStorage.getItem(PAIRED_KEY);
    return name ? name.slice(0, MAX_NAME_CHARS) : null;
  } catch {
    return null;
  }
}

export function rememberWalletApp(name: string): void {
  const trimmed = name.trim().slice(0, MAX_NAME_CHARS);
  try {
    if (trimmed) localStorage.setItem(PAIRED_KEY, trimmed);
  } catch {
    // Storage refused: a reopened app then offers a new pairing instead.
  }
}

export function forgetWalletApp(): void {
  try {
    localStorage.removeItem(PAIRED_KEY);
  } catch {
    // Nothing was kept.
  }
}
