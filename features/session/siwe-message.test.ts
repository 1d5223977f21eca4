import fc from 'fast-check';
import { createSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { config } from '@/lib/config';
import { checksummed } from '@/lib/numbers/address';
import { loginMessage } from './siwe-message';

describe('the login message', () => {
  it('is the EIP-4361 text, exactly as the reference implementation writes it', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^0x[0-9a-f]{40}$/),
        fc.stringMatching(/^[a-zA-Z0-9]{8,32}$/),
        fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
        (raw, nonce, now) => {
          const address = checksummed(raw)!;
          expect(loginMessage(address, nonce, now)).toBe(
            createSiweMessage({
              domain: window.location.host,
              address,
              statement: 'Sign in to RWAT',
              uri: window.location.origin,
              version: '1',
              chainId: config.chainId,
              nonce,
              issuedAt: now,
              expirationTime: new Date(now.getTime() + 10 * 60_000),
            }),
          );
        },
      ),
    );
  });
});
