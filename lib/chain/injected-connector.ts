/**
 * The wallet at `window.ethereum` as a wagmi connector: wagmi's `injected()`, with what the
 * wallets' in-app browsers need besides (as the Uniswap interface folds its special cases into
 * `injectedWithFallback`):
 * - some inject late, with or without `ethereum#initialized`: connecting and reconnecting wait
 *   for them (`waitForWallet`);
 * - several report a chain they do not know with codes other than 4902: any failed switch that
 *   is not a refusal gets an add-then-switch, and a switch counts only once the wallet says it
 *   is on the chain.
 */
import {
  type AddEthereumChainParameter,
  type EIP1193Provider,
  numberToHex,
  SwitchChainError,
  UserRejectedRequestError,
} from 'viem';
import { createConnector, injected } from 'wagmi';
import { absoluteUrl, config as appConfig } from '@/lib/config';
import { classifyWalletError, walletErrorCode } from '@/lib/errors/wallet-errors';
import { readInjected, waitForWallet } from './detect';

/** The id of the wallet at `window.ethereum` (inside a wallet's browser, or when none announces). */
export const INJECTED = 'injected';

/** What a wallet is given when it must add the chain (`wallet_addEthereumChain`). */
export function addChainParameters(): AddEthereumChainParameter {
  return {
    chainId: numberToHex(appConfig.chainId),
    chainName: 'BNB Smart Chain',
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: [absoluteUrl(appConfig.rpcUrl)],
    blockExplorerUrls: [appConfig.explorerUrl],
  };
}

/** A "no" from the person, wherever the wallet put the code or the words. */
function isRefusal(error: unknown): boolean {
  if (classifyWalletError(error) === 'rejected') return true;
  const nested = (error as { data?: { originalError?: unknown } } | null)?.data?.originalError;
  return walletErrorCode(nested) === 4001;
}

function injectedProvider(): EIP1193Provider | undefined {
  // detect.ts checks only that it can be asked (`request`); wagmi types the full interface.
  return readInjected() as EIP1193Provider | undefined;
}

export function injectedWallet() {
  const base = injected({
    shimDisconnect: false,
    target: () => ({ id: INJECTED, name: 'Wallet', provider: injectedProvider }),
  });
  return createConnector<EIP1193Provider | undefined>((config) => {
    const wallet = base(config);

    async function ask(provider: EIP1193Provider, chainId: number): Promise<void> {
      const hex = numberToHex(chainId);
      try {
        await provider.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: hex }],
        });
      } catch (error) {
        // 4902 (also nested by some mobile wallets) means "unknown chain"; several wallets
        // report that with other codes, so anything but a refusal gets an add-then-switch.
        if (isRefusal(error)) throw new UserRejectedRequestError(error as Error);
        await provider.request({
          method: 'wallet_addEthereumChain',
          params: [addChainParameters()],
        });
        if ((await wallet.getChainId()) !== chainId)
          await provider.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: hex }],
          });
      }
    }

    return {
      ...wallet,
      async connect(parameters) {
        await waitForWallet();
        return wallet.connect(parameters);
      },
      async isAuthorized() {
        await waitForWallet();
        return wallet.isAuthorized();
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find((c) => c.id === chainId);
        const provider = await wallet.getProvider();
        if (!chain || !provider)
          throw new SwitchChainError(new Error('Cannot switch to this chain'));
        await ask(provider, chainId);
        const now = await wallet.getChainId();
        if (now !== chainId) throw new SwitchChainError(new Error(`The wallet stayed on ${now}`));
        config.emitter.emit('change', { chainId });
        return chain;
      },
    };
  });
}
