import { createConfig, http, injected } from 'wagmi';
import { absoluteUrl } from '@/lib/config';
import { appChain } from './chain';

/** The one wagmi config: BSC only, injected wallets (plus EIP-6963 discovery), our RPC. */
export function createWagmiConfig() {
  return createConfig({
    chains: [appChain],
    connectors: [injected({ shimDisconnect: true })],
    multiInjectedProviderDiscovery: true,
    transports: { [appChain.id]: http(absoluteUrl(appChain.rpcUrls.default.http[0])) },
    ssr: true,
  });
}

export type WagmiConfig = ReturnType<typeof createWagmiConfig>;

declare module 'wagmi' {
  interface Register {
    config: WagmiConfig;
  }
}
