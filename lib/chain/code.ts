import type { Address } from 'viem';
import { withTimeout } from '@/lib/timeout';
import { loadWallet } from './wallet';

/** How long a code lookup may take before the address counts as not checked. */
export const CODE_LOOKUP_TIMEOUT_MS = 10_000;

/**
 * The code at `address`, through the wallet stack's public client (loaded on demand). Rejects
 * when the chain cannot be asked or does not answer in time.
 */
export async function readCode(address: Address): Promise<string | undefined> {
  const lookup = loadWallet().then((runtime) => runtime.codeAt(address));
  return withTimeout(lookup, CODE_LOOKUP_TIMEOUT_MS, () => new Error('code lookup timed out'));
}
