import { createConfig, http, injected } from 'wagmi';
import { absoluteUrl } from '@/lib/config';
import { appChain } from './chain';
import type { Eip1193Provider } from './detect';

/**
 * The one wagmi config: BSC only, our RPC, and one connector: the wallet `lib/chain/wallet.ts`
 * holds (`held()`), whichever the person signed in with. wagmi signs and sends the contract
 * writes through it and nothing else: connecting, the network, watching and signing messages
 * are the wallet module's. So nothing of wagmi's is stored (`storage: null`) and it looks for no
 * other wallet.
 */
export function createWagmiConfig(held: () => Eip1193Provider | undefined) {
  return createConfig({
    chains: [appChain],
    connectors: [
      injected({
        shimDisconnect: false,
        target: () => ({
          id: 'held',
          name: 'Wallet',
          // biome-ignore lint/suspicious/noExplicitAny: wagmi's provider type is viem's full EIP-1193 interface; ours names only the calls the app makes
          provider: () => held() as any,
        }),
      }),
    ],
    multiInjectedProviderDiscovery: false,
    storage: null,
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
