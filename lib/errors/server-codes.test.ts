import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { lookupCode, messageForCode, serverCodes } from './server-codes';

/** SPEC §8, row by row: code → what the user must be told. */
const catalogue: [number, string][] = [
  [1001, 'Too many requests. Please try again later.'],
  [1002, 'Too many visitors right now. Please try again later.'],
  [1003, 'Network error. Please try again later.'],
  [1004, 'Your login has expired. Please log in again.'],
  [1005, 'You logged in on another device. Please log in again.'],
  [1006, 'Wrong account or password.'],
  [1007, 'This user does not exist.'],
  [1008, 'Wrong payment password.'],
  [1009, 'Signature verification failed.'],
  [1010, 'The inviting user does not exist.'],
  [1011, 'The verification code has expired. Please get a new one.'],
  [1012, 'Please log in to continue.'],
  [1013, 'The old password is wrong.'],
  [1014, 'Please set a payment password first.'],
  [1015, 'Insufficient balance.'],
  [1017, 'Withdrawals are not available right now.'],
  [1020, 'This address is already registered. Please log in directly.'],
  [1021, 'You already have this identity. No need to buy it again.'],
  [1022, 'The receiving user does not exist.'],
  [1023, 'Not yet open.'],
  [1025, 'Transfers are only possible within the same line.'],
  [1026, 'Transfers are not available right now.'],
  [1027, 'Contract error.'],
  [1033, 'This currency is not supported.'],
  [1037, 'The minimum withdrawal is {limit}.'],
  [1038, 'The minimum transfer is {limit}.'],
  [1040, 'This package does not exist or is no longer on sale.'],
  [1041, 'This package is sold out.'],
  [1042, 'Insufficient quota.'],
  [1060, 'This confirmation was already used for a different request.'],
  [
    1070,
    'The price has moved since you reviewed this exchange. Check the new amount and confirm again.',
  ],
  [
    1071,
    'The RWAT price has moved since you reviewed this purchase. Check the new RWAT amount and confirm again.',
  ],
  [1090, 'This is one of this app’s own contracts: anything sent there is lost. Nothing was sent.'],
  [300, 'Request error. Please try again later.'],
  [500, 'Request error. Please try again later.'],
  [
    1080,
    'A deposit in this asset was taken back by the chain and left a debt. Deposit to cover it first.',
  ],
  [1081, 'You have too many unpaid deposit orders. Pay one, or wait until one expires.'],
  [1082, 'The receiving account is disabled and cannot receive transfers.'],
  [1083, 'A referrer is already bound to this account: the binding is permanent.'],
  [1084, 'This address is in your own team: a referrer must be above you, not below.'],
  [400, 'Please log in to continue.'],
  [401, 'Your account has been disabled. Please contact the administrator.'],
  [40002, 'Your account has logged in elsewhere. Please log in again.'],
];

function english(key: string): string | undefined {
  const [ns, name] = key.split('.') as [keyof typeof en, string];
  return (en[ns] as Record<string, string> | undefined)?.[name];
}

describe('server error table', () => {
  it.each(catalogue)('code %i has its message', (code, text) => {
    expect(serverCodes[code]).toBeDefined();
    expect(english(lookupCode(code).key)).toBe(text);
  });

  it('covers every code of the catalogue and nothing else', () => {
    const codes = Object.keys(serverCodes).map(Number).sort();
    expect(codes).toEqual([1000, ...catalogue.map(([c]) => c)].sort());
  });

  it('1000 shows the server text, and falls back to the generic message when it is empty', () => {
    expect(messageForCode(1000, 'Custom server text', null)).toEqual({
      text: 'Custom server text',
    });
    expect(messageForCode(1000, '  ', null)).toEqual({ key: 'errors.generic' });
  });

  it('an unknown code shows the server text', () => {
    expect(messageForCode(4242, 'Brand new failure', null)).toEqual({ text: 'Brand new failure' });
    expect(lookupCode(4242).reaction).toBe('toast');
  });

  it('1037 and 1038 fill the limit from data, or from the text of older servers', () => {
    expect(messageForCode(1037, 'min', { limit: '10' })).toEqual({
      key: 'errors.minWithdraw',
      amounts: { limit: '10' },
    });
    expect(messageForCode(1038, 'minimum transfer 2.5', null)).toEqual({
      key: 'errors.minTransfer',
      amounts: { limit: '2.5' },
    });
  });

  it('session codes end the session; 40002 after the device-change wait', () => {
    for (const code of [1004, 1005, 1012, 400, 401])
      expect(lookupCode(code).reaction).toBe('end-session');
    expect(lookupCode(40002).reaction).toBe('end-session-later');
    expect(lookupCode(1015).reaction).toBe('toast');
  });

  it('a moved price is said by the exchange’s review, not a toast', () => {
    expect(lookupCode(1070).reaction).toBe('review');
    expect(lookupCode(1071).reaction).toBe('review');
  });

  it('every message key exists in the English catalogue', () => {
    for (const entry of Object.values(serverCodes)) expect(english(entry.key)).toBeTruthy();
  });
});
