import { defineChain } from 'viem';
import { bsc } from 'viem/chains';
import { absoluteUrl, config } from '@/lib/config';

/** BNB Smart Chain as the app uses it: reads go to the configured RPC URL. */
export const appChain = defineChain({
  ...bsc,
  id: config.chainId,
  rpcUrls: { default: { http: [config.rpcUrl] } },
});

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
