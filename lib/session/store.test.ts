// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_KEY } from './state';
import { clearSession, getSession, hydrateSession, setSession } from './store';

describe('session', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    hydrateSession();
    clearSession();
  });

  it('persists every field under the one session key and nowhere else', () => {
    setSession({
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      user: { token: 't-1', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', pid: null },
      depositInProgress: true,
    });
    expect(Object.keys(sessionStorage)).toEqual([SESSION_KEY]);
    expect(localStorage.length).toBe(0);
    const stored = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? '{}');
    expect(stored.user.token).toBe('t-1');
    expect(stored.depositInProgress).toBe(true);
    for (const field of [
      'address',
      'chainId',
      'user',
      'signStatus',
      'signText',
      'language',
      'systemLanguage',
      'coinLog',
      'networkCheck',
      'depositInProgress',
    ]) {
      expect(stored).toHaveProperty(field);
    }
  });

  it('survives a reload', () => {
    setSession({ address: '0xabc', signText: 'hello' });
    hydrateSession();
    expect(getSession().address).toBe('0xabc');
    expect(getSession().signText).toBe('hello');
  });

  it('clearSession forgets the user but keeps the language', () => {
    setSession({
      language: 'fa',
      systemLanguage: 'fa',
      user: { token: 't', address: '0xabc', pid: null },
      depositInProgress: true,
    });
    clearSession();
    const s = getSession();
    expect(s.user).toBeNull();
    expect(s.depositInProgress).toBe(false);
    expect(s.language).toBe('fa');
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? '{}').user).toBeNull();
  });

  it('a reload ends a sign-in that was running, and keeps one that waits for a chain switch', () => {
    setSession({ signStatus: 'signing' });
    hydrateSession();
    expect(getSession().signStatus).toBe('idle');
    setSession({ signStatus: 'switching' });
    hydrateSession();
    expect(getSession().signStatus).toBe('switching');
  });

  it('tolerates a corrupted stored value', () => {
    sessionStorage.setItem(SESSION_KEY, '{not json');
    hydrateSession();
    expect(getSession().user).toBeNull();
    expect(getSession().chainId).toBe(56);
  });
});
