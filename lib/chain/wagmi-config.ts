import { createConfig, http } from 'wagmi';
import { absoluteUrl } from '@/lib/config';
import { appChain } from './chain';
import { injectedWallet } from './injected-connector';

/**
 * The one wagmi config: BSC only, read through our RPC. Its connectors are the wallet at
 * `window.ethereum` with the in-app browsers' quirks (`injectedWallet`), and every wallet that
 * announces itself (wagmi's own EIP-6963 discovery); WalletConnect's is added when a person
 * chooses it. Nothing of wagmi's is stored (`storage: null`): the session says which wallet
 * this tab signed in with, and the wallet module reconnects that one alone.
 */
export function createWagmiConfig() {
  return createConfig({
    chains: [appChain],
    connectors: [injectedWallet()],
    multiInjectedProviderDiscovery: true,
    storage: null,
    transports: { [appChain.id]: http(absoluteUrl(appChain.rpcUrls.default.http[0])) },
    ssr: false,
  });
}

export type WagmiConfig = ReturnType<typeof createWagmiConfig>;

let created: WagmiConfig | undefined;

/** The config, made on first use (the wallet is searched for from then on). */
export function wagmiConfig(): WagmiConfig {
  created ??= createWagmiConfig();
  return created;
}

declare module 'wagmi' {
  interface Register {
    config: WagmiConfig;
  }
}
