import { absoluteUrl, config } from '@/lib/config';

// Apart from the chain's definition for the wallet library (chain.ts): the network check runs
// on every start and must not load that library.
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
