import {
  type Account,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  http,
} from 'viem';
import { bsc } from 'viem/chains';

/**
 * BNB Smart Chain as the client library defines it (chain id 56, the canonical Multicall3 address) but talking to
 * the local node, so code under test behaves as it would on mainnet.
 */
export function localBsc(rpcUrl: string) {
  return defineChain({ ...bsc, rpcUrls: { default: { http: [rpcUrl] } } });
}

export function localPublicClient(rpcUrl: string) {
  return createPublicClient({ chain: localBsc(rpcUrl), transport: http(rpcUrl) });
}

export function localWalletClient(rpcUrl: string, account: Account) {
  return createWalletClient({ account, chain: localBsc(rpcUrl), transport: http(rpcUrl) });
}

export function localTestClient(rpcUrl: string) {
  return createTestClient({ mode: 'anvil', chain: localBsc(rpcUrl), transport: http(rpcUrl) });
}
