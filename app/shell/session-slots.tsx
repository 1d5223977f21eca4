'use client';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useGate } from '@/features/session/use-gate';
import { pairingAtom, walletPickerAtom } from '@/lib/chain/wallet-state';
import { chunkParts } from '@/lib/lazy-with-retry';
import { sessionAtom } from '@/lib/session/store';

// The session's own parts of the shell, one chunk: each is shown only when it applies, and the
// chunk loads then, so a guest without a wallet loads none of them. Where it cannot be loaded
// (offline), the shell goes on without them: a screen still offers the same actions (Home's
// account card, the sign-in card).
const sessionUi = chunkParts(() => import('@/features/session/SessionUi'), { optional: true });
const AccountChip = sessionUi.part('AccountChip');
const NetworkBanner = sessionUi.part('NetworkBanner');
const WalletPicker = sessionUi.part('WalletPicker');
const PairingDialog = sessionUi.part('PairingDialog');

/**
 * Who is signed in (header). Its chunk is asked for as a sign-in begins, so it is in when the
 * sign-in ends and the chip shows with the signed-in page, not a moment after it.
 */
export function AccountChipSlot() {
  const { signedIn, signing } = useGate();
  useEffect(() => {
    if (signing) sessionUi.load().catch(() => undefined);
  }, [signing]);
  return signedIn ? <AccountChip /> : null;
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
