import type { Address } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { config } from '@/lib/config';

/** How long a signed login message stays valid. */
export const MESSAGE_TTL_MS = 10 * 60_000;

/**
 * The EIP-4361 message the wallet signs to log in: bound to this site (domain and URI), the
 * app's chain and a nonce, valid for ten minutes. The nonce's form (8 or more letters and
 * digits) is checked where the server's answer is read (`nonceResponse`).
 */
export function loginMessage(address: Address, nonce: string, now = new Date()): string {
  return createSiweMessage({
    domain: window.location.host,
    address,
    statement: 'Sign in to RWAT',
    uri: window.location.origin,
    version: '1',
    chainId: config.chainId,
    nonce,
    issuedAt: now,
    expirationTime: new Date(now.getTime() + MESSAGE_TTL_MS),
  });
}
