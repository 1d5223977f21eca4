'use client';
import { useAtomValue } from 'jotai';
import { walletAtom } from '@/lib/chain/wallet-state';
import { config } from '@/lib/config';
import { isSigningInAtom } from '@/lib/session/selectors';
import { sessionAtom } from '@/lib/session/store';

/** One answer to "may this user act now?": signed in, wallet on the right chain, same address. */
export function useGate() {
  const session = useAtomValue(sessionAtom);
  const wallet = useAtomValue(walletAtom);
  const signing = useAtomValue(isSigningInAtom);
  const signedIn = Boolean(session.user?.token);
  const connected = wallet.status === 'connected';
  const rightChain = connected ? wallet.chainId === config.chainId : !session.networkCheck;
  const addressMatches =
    connected &&
    Boolean(wallet.address) &&
    wallet.address?.toLowerCase() === session.address.toLowerCase();
  return {
    signedIn,
    signing,
    walletStatus: wallet.status,
    walletAddress: wallet.address,
    rightChain,
    addressMatches,
    /** Show the wrong-network banner. */
    wrongNetwork: (connected && wallet.chainId !== config.chainId) || session.networkCheck,
    ready: signedIn && rightChain && addressMatches,
  };
}
