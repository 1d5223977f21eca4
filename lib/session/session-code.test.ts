import { describe, expect, it } from 'vitest';
import { sessionCodeNeed } from './session-code';

const wallet = { request: async () => [] };

describe('how much of the session’s code a tab needs at once', () => {
  const need = sessionCodeNeed;
  it.each([
    ['a stored session', { user: { token: 't-1' }, signStatus: 'signed' }, undefined, 'signed-in'],
    ['a stored session in a wallet’s browser', { user: { token: 't-1' } }, wallet, 'signed-in'],
    [
      'a sign-in resumed after a chain switch',
      { signStatus: 'switching', user: null },
      undefined,
      'sign-in',
    ],
    [
      'a sign-in walked away from by a reload',
      { signStatus: 'signing', user: null },
      undefined,
      'none',
    ],
    ['a wallet asked to switch back', { networkCheck: true }, undefined, 'sign-in'],
    ['a wallet in the page', {}, wallet, 'sign-in'],
    ['a first visit without a wallet', {}, undefined, 'none'],
    [
      'a signed-out session',
      { user: null, signStatus: 'idle', networkCheck: false },
      undefined,
      'none',
    ],
    ['an empty token', { user: { token: '' } }, undefined, 'none'],
    ['a foreign stored value', 'not a session', undefined, 'none'],
    ['nothing stored at all', null, undefined, 'none'],
    ['a wallet object that cannot be asked anything', {}, { request: 'no' }, 'none'],
  ])('%s: %s', (_case, stored, injected, expected) => {
    expect(need(stored, injected)).toBe(expected);
  });
});
