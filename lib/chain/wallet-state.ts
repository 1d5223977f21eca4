import { atom } from 'jotai';

export type WalletStatus =
  /** Nothing loaded yet. */
  | 'idle'
  /** Looking for a wallet in the page. */
  | 'detecting'
  /** No wallet in this browser. */
  | 'none'
  | 'disconnected'
  | 'connecting'
  | 'reconnecting'
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

export const walletAtom = atom<WalletState>({ status: 'idle' });
/** Wallets found in the page (EIP-6963 announcements, or the one injected provider). */
export const walletOptionsAtom = atom<WalletOption[]>([]);
/** Set while a picker must be shown; resolves with the chosen id, or null when dismissed. */
export const walletPickerAtom = atom<((choice: string | null) => void) | null>(null);
