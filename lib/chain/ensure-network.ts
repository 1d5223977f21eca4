import { getSession, setSession } from '@/lib/session/store';
import { checkNetwork, type NetworkCheckResult } from './network-check';
import { loadWallet } from './wallet';

let inFlight: Promise<NetworkCheckResult> | undefined;
/** A sign-in stopped at the network step; a successful retry finishes it after the reload. */
let signInWaiting = false;

export function signInWaitsForNetwork(waiting: boolean): void {
  signInWaiting = waiting;
}

/** The network check before a transaction or from the banner's retry; reloads after a switch. */
export function ensureNetwork(): Promise<NetworkCheckResult> {
  if (!inFlight) {
    inFlight = (async () => {
      const wallet = await loadWallet();
      const result = await checkNetwork(await wallet.provider(), await wallet.walletChainId());
      if (result === 'switched') {
        if (signInWaiting && !getSession().user?.token) setSession({ signStatus: 'signing' });
        window.location.reload();
      }
      return result;
    })()
      .catch((error: unknown): NetworkCheckResult => {
        console.warn('network check failed', error);
        return 'refused';
      })
      .finally(() => {
        inFlight = undefined;
      });
  }
  return inFlight;
}
