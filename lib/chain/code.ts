import type { Address } from 'viem';
import { loadWallet } from './wallet';

/** How long a code lookup may take before the address counts as not checked. */
export const CODE_LOOKUP_TIMEOUT_MS = 10_000;

/**
 * The code at `address`, through the wallet stack's public client (loaded on demand). Rejects
 * when the chain cannot be asked or does not answer in time.
 */
export async function readCode(address: Address): Promise<string | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('code lookup timed out')), CODE_LOOKUP_TIMEOUT_MS);
  });
  try {
    const runtime = await Promise.race([loadWallet(), timeout]);
    return await Promise.race([runtime.codeAt(address), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
