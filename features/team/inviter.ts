import { getAddress } from 'viem';
import { isHexAddress } from '@/lib/numbers/address-text';

/**
 * The inviter to prefill in the bind dialog: the first candidate that is an address,
 * checksummed (the session's copy from the link the app was opened with, then the current
 * link's own query). Nothing binds until the person confirms.
 */
export function pickInviter(...candidates: (string | undefined)[]): string {
  for (const raw of candidates) {
    const candidate = raw?.trim() ?? '';
    if (isHexAddress(candidate)) return getAddress(candidate);
  }
  return '';
}
