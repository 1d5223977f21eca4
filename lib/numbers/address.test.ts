import fc from 'fast-check';
import { getAddress, isAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { checkAddress, checksummed } from './address';
import { differingPositions, lookAlikeOf, resemblesButDiffers, shortAddress } from './address-text';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('checkAddress', () => {
  it('accepts a checksummed or single-case address and returns it checksummed', () => {
    expect(checkAddress(A)).toEqual({ ok: true, address: A });
    expect(checkAddress(A.toLowerCase())).toEqual({ ok: true, address: A });
    expect(checkAddress(`  ${A}  `)).toEqual({ ok: true, address: A });
  });

  it('names the problem', () => {
    expect(checkAddress('')).toEqual({ ok: false, problem: 'empty' });
    expect(checkAddress('0x123')).toEqual({ ok: false, problem: 'invalid' });
    expect(checkAddress(`${A}0`)).toEqual({ ok: false, problem: 'invalid' });
    expect(checkAddress(A.replace('C51812', 'c51812'))).toEqual({ ok: false, problem: 'checksum' });
    expect(checkAddress(A, A.toLowerCase())).toEqual({ ok: false, problem: 'own' });
  });

  it('spots a look-alike of a known address', () => {
    const lookAlike = `${A.slice(0, 10)}ffffffffffffffffffffffffffff${A.slice(-4)}`;
    expect(resemblesButDiffers(lookAlike, [A])).toBe(true);
    expect(resemblesButDiffers(A, [A])).toBe(false);
    expect(shortAddress(A)).toBe('0x7099…79C8');
  });
});

describe('checksummed', () => {
  it('writes EIP-55 exactly as the reference implementation does, from any case', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0x[0-9a-fA-F]{40}$/), (value) => {
        expect(checksummed(value)).toBe(getAddress(value));
      }),
    );
  });

  it('accepts a mixed-case address only with its checksum, as the reference does', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0x[0-9a-fA-F]{40}$/), (value) => {
        expect(checkAddress(value).ok).toBe(isAddress(value, { strict: true }));
      }),
    );
  });

  it('refuses anything but 0x and 40 hex digits', () => {
    for (const value of [
      '',
      '0x',
      '0x123',
      `0x${'g'.repeat(40)}`,
      `${'a'.repeat(42)}`,
      ` 0x${'a'.repeat(40)}`,
    ])
      expect(checksummed(value)).toBeUndefined();
  });
});

describe('look-alikes', () => {
  const saved = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  const typed = '0x70997970C51812dc3A010C7d01b50e0d17dd79C8';

  it('names the saved address a typed one resembles', () => {
    expect(lookAlikeOf(typed, ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', saved])).toBe(saved);
    expect(lookAlikeOf(saved, [saved])).toBeUndefined();
  });

  it('marks where two addresses differ, letter case aside', () => {
    expect(differingPositions(typed, saved)).toEqual([37]);
    expect(differingPositions(saved.toLowerCase(), saved)).toEqual([]);
  });
});
