import { getAddress, isAddress } from 'viem';

/**
 * The inviter to prefill: the first candidate that is an address, checksummed. Sign-in clears
 * the session's copy once the login sent it, but a user who already existed is not bound by
 * that login, so the invite link's own query is the second source.
 */
export function pickInviter(...candidates: (string | undefined)[]): string {
  for (const raw of candidates) {
    const value = raw?.trim();
    if (value && isAddress(value, { strict: false })) return getAddress(value);
  }
  return '';
}
