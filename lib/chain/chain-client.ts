import { createClient, http } from 'viem';
import { absoluteUrl } from '@/lib/config';
import { appChain } from './chain';

/** The chain as the app reads it: through its own RPC, never the wallet's (which may be elsewhere). */
export const chainClient = createClient({
  chain: appChain,
  transport: http(absoluteUrl(appChain.rpcUrls.default.http[0])),
});
