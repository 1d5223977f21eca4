// @vitest-environment happy-dom
import { parseSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { config } from '@/lib/config';
import { loginMessage, MESSAGE_TTL_MS } from './siwe-message';

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('the login message', () => {
  it('binds the signature to this site, the app’s chain and the nonce, for ten minutes', () => {
    const now = new Date('2026-11-25T10:00:00.000Z');
    const message = loginMessage(address, 'n0nce1234', now);
    expect(parseSiweMessage(message)).toEqual({
      domain: window.location.host,
      address,
      statement: 'Sign in to RWAT',
      uri: window.location.origin,
      version: '1',
      chainId: config.chainId,
      nonce: 'n0nce1234',
      issuedAt: now,
      expirationTime: new Date(now.getTime() + MESSAGE_TTL_MS),
    });
    expect(MESSAGE_TTL_MS).toBe(10 * 60_000);
    expect(message.split('\n')[0]).toBe(
      `${window.location.host} wants you to sign in with your Ethereum account:`,
    );
  });

  it('refuses an address that is not one rather than have it signed', () => {
    expect(() => loginMessage('0x123' as typeof address, 'n0nce1234')).toThrow();
  });
});
