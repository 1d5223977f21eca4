'use client';
import { useAtomValue } from 'jotai';
import { useGate } from '@/features/session/use-gate';
import { pairingAtom, walletPickerAtom } from '@/lib/chain/wallet-state';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { sessionAtom } from '@/lib/session/store';

// The session's own parts of the shell, one chunk: each is shown only when it applies, and the
// chunk loads then, so a guest without a wallet loads none of them. Where it cannot be loaded
// (offline), the shell goes on without them: a screen still offers the same actions (Home's
// account card, the sign-in card).
const sessionUi = () => import('@/features/session/SessionUi');
const optional = { optional: true };
const AccountChip = lazyWithRetry(() => sessionUi().then((m) => m.AccountChip), optional);
const NetworkBanner = lazyWithRetry(() => sessionUi().then((m) => m.NetworkBanner), optional);
const WalletPicker = lazyWithRetry(() => sessionUi().then((m) => m.WalletPicker), optional);
const PairingDialog = lazyWithRetry(() => sessionUi().then((m) => m.PairingDialog), optional);

/** Who is signed in (header). */
export function AccountChipSlot() {
  return useGate().signedIn ? <AccountChip /> : null;
}

/** The network banner, while the wallet is on another chain or a network change signed out. */
export function NetworkBannerSlot() {
  const { wrongNetwork } = useGate();
  const signedOutBy = useAtomValue(sessionAtom).signOutReason;
  return wrongNetwork || signedOutBy ? <NetworkBanner /> : null;
}

/** The wallet picker, while sign-in asks which wallet to use. */
export function WalletPickerSlot() {
  return useAtomValue(walletPickerAtom) ? <WalletPicker /> : null;
}

/** The WalletConnect pairing (QR code, wallet links), while sign-in waits for a wallet app. */
export function PairingSlot() {
  return useAtomValue(pairingAtom) ? <PairingDialog /> : null;
}
