import type { WalletState } from '@/lib/chain/wallet-state';

/** What a change of the wallet means for a signed-in session (SPEC §4). */
export type WalletChange =
  /** Nothing the session depends on changed, or the wallet has not been read yet. */
  | 'none'
  /** Another account: the person signs in again as that account. */
  | 'account'
  /** Another network: signed out, and the wallet is asked to switch back. */
  | 'network'
  /** No account for this site any more, or no wallet at all. */
  | 'disconnected';

/** The wallet as the session last knew it. */
export interface KnownWallet {
  address?: string;
  chainId?: number;
}

const sameAddress = (a?: string, b?: string) =>
  Boolean(a && b && a.toLowerCase() === b.toLowerCase());

/**
 * Compares the wallet's state `now` with what was `known`: its last connected state or, before
 * it has been read once, the session itself (the account it signed in with, on the chain it
 * requires). A wallet that says it has no account for this site, or that is gone, is a
 * disconnect; one not yet looked for (`idle`) means nothing yet.
 */
export function walletChange(known: KnownWallet, now: WalletState): WalletChange {
  if (now.status === 'disconnected' || now.status === 'none') return 'disconnected';
  if (now.status !== 'connected') return 'none';
  if (!sameAddress(now.address, known.address)) return 'account';
  if (now.chainId !== known.chainId) return 'network';
  return 'none';
}
