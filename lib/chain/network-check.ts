import { absoluteUrl, config } from '@/lib/config';
import { classifyWalletError, walletErrorCode } from '@/lib/errors/wallet-errors';
import { setSession } from '@/lib/session/store';
import { withTimeout } from '@/lib/timeout';
import type { Eip1193Provider } from './detect';

export type NetworkCheckResult =
  /** Already on the required chain. */
  | 'ok'
  /** The wallet switched; the page reloads to start clean on the new chain. */
  | 'switched'
  /** The user refused, or the wallet could not switch: show the wrong-network banner. */
  | 'refused';

/** The whole step, prompts included, gives up after this long rather than hanging. */
export const NETWORK_CHECK_TIMEOUT_MS = 60_000;

/** What a wallet is given when it must add the chain (`wallet_addEthereumChain`). */
export function addChainParameters() {
  return {
    chainId: `0x${config.chainId.toString(16)}`,
    chainName: 'BNB Smart Chain',
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: [absoluteUrl(config.rpcUrl)],
    blockExplorerUrls: [config.explorerUrl],
  };
}

/** A "no" from the person, wherever the wallet put the code or the words. */
function isRefusal(error: unknown): boolean {
  if (classifyWalletError(error) === 'rejected') return true;
  const nested = (error as { data?: { originalError?: unknown } } | null)?.data?.originalError;
  return walletErrorCode(nested) === 4001;
}

async function switchOrAdd(provider: Eip1193Provider): Promise<void> {
  const chainId = `0x${config.chainId.toString(16)}`;
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  } catch (error) {
    // 4902 (also nested by some mobile wallets) means "unknown chain"; several wallets report
    // that with other codes, so anything but a refusal gets an add-then-switch attempt.
    if (isRefusal(error)) throw error;
    await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParameters()] });
    const now = Number(await provider.request({ method: 'eth_chainId' }));
    if (now !== config.chainId) {
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
    }
  }
}

/**
 * SPEC §4 network check: compare the chains as numbers; when they differ, set the flag, ask
 * the wallet to switch (or add, then switch), and report whether the page should reload.
 */
export async function checkNetwork(
  provider: Eip1193Provider,
  walletChainId: number,
): Promise<NetworkCheckResult> {
  if (Number(walletChainId) === config.chainId) {
    setSession({ networkCheck: false });
    return 'ok';
  }
  setSession({ networkCheck: true });
  try {
    await withTimeout(
      switchOrAdd(provider),
      NETWORK_CHECK_TIMEOUT_MS,
      () => new Error('network check timed out'),
    );
  } catch (error) {
    console.warn('network switch failed', error);
    return 'refused';
  }
  const now = Number(await provider.request({ method: 'eth_chainId' }).catch(() => 0));
  if (now !== config.chainId) return 'refused';
  setSession({ networkCheck: false });
  return 'switched';
}
