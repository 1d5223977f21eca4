import { config } from '@/lib/config';
import { setSession } from '@/lib/session/store';
import { withTimeout } from '@/lib/timeout';

export type NetworkCheckResult =
  /** Already on the required chain. */
  | 'ok'
  /** The wallet switched; the page reloads to start clean on the new chain. */
  | 'switched'
  /** The user refused, or the wallet could not switch: show the wrong-network banner. */
  | 'refused';

/** The whole step, prompts included, gives up after this long rather than hanging. */
export const NETWORK_CHECK_TIMEOUT_MS = 60_000;

/**
 * SPEC §4 network check: compare the chains as numbers; when they differ, set the flag, ask
 * the wallet to switch (`switchToAppChain`: wagmi's `switchChain`, which adds the chain where the
 * wallet does not know it, and resolves with the chain the wallet is on), and report whether
 * the page should reload.
 */
export async function checkNetwork(
  walletChainId: number,
  switchToAppChain: () => Promise<number>,
): Promise<NetworkCheckResult> {
  if (Number(walletChainId) === config.chainId) {
    setSession({ networkCheck: false });
    return 'ok';
  }
  setSession({ networkCheck: true });
  let now: number;
  try {
    now = await withTimeout(
      switchToAppChain(),
      NETWORK_CHECK_TIMEOUT_MS,
      () => new Error('network check timed out'),
    );
  } catch (error) {
    console.warn('network switch failed', error);
    return 'refused';
  }
  if (Number(now) !== config.chainId) return 'refused';
  setSession({ networkCheck: false });
  return 'switched';
}
