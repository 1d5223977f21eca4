import type { Address } from 'viem';
import { config } from '@/lib/config';

/** How long a signed login message stays valid. */
const MESSAGE_TTL_MS = 10 * 60_000;

/**
 * The EIP-4361 message the wallet signs to log in: bound to this site, chain 56 and a nonce.
 * Written out here rather than by the wallet library, which loads only after sign-in. The
 * address is already checksummed (`checksummed`); the nonce's form (8 or more letters and
 * digits) is checked where the server's answer is read (`nonceResponse`).
 */
export function loginMessage(address: Address, nonce: string, now = new Date()): string {
  const expires = new Date(now.getTime() + MESSAGE_TTL_MS);
  return [
    `${window.location.host} wants you to sign in with your Ethereum account:`,
    address,
    '',
    'Sign in to RWAT',
    '',
    `URI: ${window.location.origin}`,
    'Version: 1',
    `Chain ID: ${config.chainId}`,
    `Nonce: ${nonce}`,
    `Issued At: ${now.toISOString()}`,
    `Expiration Time: ${expires.toISOString()}`,
  ].join('\n');
}
