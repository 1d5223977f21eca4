import { defineChain } from 'viem';
import { bsc } from 'viem/chains';
import { config } from '@/lib/config';

/** BNB Smart Chain as the app uses it: reads go to the configured RPC URL. */
export const appChain = defineChain({
  ...bsc,
  id: config.chainId,
  rpcUrls: { default: { http: [config.rpcUrl] } },
});
