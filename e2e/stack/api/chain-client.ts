import { createPublicClient, http, type PublicClient } from 'viem';
import { bsc } from 'viem/chains';

/** BNB Smart Chain as the app sees it, but read through the given (local) RPC. */
export function createChainClient(rpcUrl: string, pollingInterval = 500): PublicClient {
  return createPublicClient({
    chain: { ...bsc, rpcUrls: { default: { http: [rpcUrl] } } },
    transport: http(rpcUrl, { retryCount: 0, timeout: 10_000 }),
    pollingInterval,
  });
}
