import { atom } from 'jotai';
import { appStore } from '@/lib/session/store';

export type WalletStatus =
  /** Not looked for yet. */
  | 'idle'
  /** No wallet in this browser. */
  | 'none'
  /** A wallet is in the page; this site is not connected to it (or it said so). */
  | 'disconnected'
  | 'connected';

export interface WalletState {
  status: WalletStatus;
  address?: `0x${string}`;
  chainId?: number;
}

export interface WalletOption {
  id: string;
  name: string;
  icon?: string;
}

/** The wallet as the app last heard from it (published by `lib/chain/wallet.ts` only). */
export const walletAtom = atom<WalletState>({ status: 'idle' });
/** Wallets found in the page (EIP-6963 announcements, or the one injected provider). */
export const walletOptionsAtom = atom<WalletOption[]>([]);
/** Set while a picker must be shown; resolves with the chosen id, or null when dismissed. */
export const walletPickerAtom = atom<((choice: string | null) => void) | null>(null);

/** The id of WalletConnect among the wallets (the session's `wallet` when it signed in so). */
export const WALLETCONNECT = 'walletConnect';

/**
 * A WalletConnect pairing waiting for the wallet app: its URI (`wc:…`, for the QR code and the
 * wallet links; empty until the connector has made it) and how to stop waiting.
 */
export interface Pairing {
  uri: string;
  cancel(): void;
}

/** Set while a WalletConnect pairing waits for the wallet app (published by the wallet module). */
export const pairingAtom = atom<Pairing | null>(null);

/** What the wallet search found, until the wallet itself says more. */
export function markWalletSearched(found: boolean): void {
  if (appStore.get(walletAtom).status !== 'idle') return;
  appStore.set(walletAtom, { status: found ? 'disconnected' : 'none' });
}
