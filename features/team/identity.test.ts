import { describe, expect, it } from 'vitest';
import { identityKey } from './identity';

describe('identityKey', () => {
  it('names node and ordinary members, and reads unknown values as ordinary', () => {
    expect(identityKey('node')).toBe('team.identities.node');
    expect(identityKey('member')).toBe('team.identities.member');
    expect(identityKey('admin')).toBe('team.identities.member');
  });
});
