import { createConfig, http, injected } from 'wagmi';
import { absoluteUrl } from '@/lib/config';
import { appChain } from './chain';

/**
 * The one wagmi config: BSC only, injected wallets (plus EIP-6963 discovery), our RPC. It is
 * built only in the browser, in the lazily loaded wallet chunk, so it runs in client mode: in
 * server-rendering mode wagmi would leave out the wallets that announced themselves before it
 * subscribed, and a page with two wallets would never offer the choice.
 */
export function createWagmiConfig() {
  return createConfig({
    chains: [appChain],
    connectors: [injected({ shimDisconnect: true })],
    multiInjectedProviderDiscovery: true,
    transports: { [appChain.id]: http(absoluteUrl(appChain.rpcUrls.default.http[0])) },
    ssr: false,
  });
}

export type WagmiConfig = ReturnType<typeof createWagmiConfig>;

declare module 'wagmi' {
  interface Register {
    config: WagmiConfig;
  }
}
