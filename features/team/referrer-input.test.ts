import { describe, expect, it } from 'vitest';
import { needsReferrer } from './bind-prompt';
import { pickInviter } from './inviter';
import { checkReferrer } from './referrer-input';

const own = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('checkReferrer', () => {
  it('asks for an address when empty', () => {
    expect(checkReferrer('  ', own)).toEqual({ ok: false, messageKey: 'home.bind.enterAddress' });
  });

  it('rejects what is not an address', () => {
    expect(checkReferrer('0x1234', own)).toEqual({ ok: false, messageKey: 'address.invalid' });
    expect(checkReferrer('hello', own)).toEqual({ ok: false, messageKey: 'address.invalid' });
  });

  it('rejects a mixed-case address with a wrong checksum', () => {
    const typo = `${other.slice(0, -1)}c`;
    expect(checkReferrer(typo, own)).toEqual({ ok: false, messageKey: 'address.checksum' });
  });

  it('rejects the user’s own address in any case', () => {
    expect(checkReferrer(own.toLowerCase(), own)).toEqual({
      ok: false,
      messageKey: 'home.bind.notOwn',
    });
  });

  it('accepts another address and answers it checksummed', () => {
    expect(checkReferrer(other.toLowerCase(), own)).toEqual({ ok: true, address: other });
  });
});

describe('needsReferrer', () => {
  it('is true only once the user is known to have no referrer', () => {
    expect(needsReferrer(undefined)).toBe(false);
    expect(needsReferrer({ pid: null })).toBe(true);
    expect(needsReferrer({ pid: other })).toBe(false);
  });
});

describe('pickInviter', () => {
  it('takes the first address, checksummed, and skips junk', () => {
    expect(pickInviter('', 'nope', other.toLowerCase())).toBe(other);
    expect(pickInviter(own, other)).toBe(own);
    expect(pickInviter(undefined, '0x12')).toBe('');
  });
});
