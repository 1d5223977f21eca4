import { describe, expect, it } from 'vitest';
import { classifyWalletError, walletErrorCode, walletMessageKey } from './wallet-errors';

describe('wallet errors', () => {
  it('finds the code however deep the wallet put it', () => {
    expect(walletErrorCode({ code: 4001 })).toBe(4001);
    expect(walletErrorCode({ cause: { cause: { code: 4902 } } })).toBe(4902);
    expect(walletErrorCode({ data: { originalError: { code: 4902 } } })).toBe(4902);
    expect(walletErrorCode({ error: { code: -32002 } })).toBe(-32002);
    expect(walletErrorCode('nope')).toBeUndefined();
  });

  it('classifies rejections, unknown chains, reverts and gas', () => {
    expect(classifyWalletError({ code: 4001 })).toBe('rejected');
    expect(classifyWalletError(new Error('User rejected the request.'))).toBe('rejected');
    expect(classifyWalletError({ message: 'x', data: { originalError: { code: 4902 } } })).toBe(
      'unknownChain',
    );
    expect(classifyWalletError(new Error('execution reverted: OrderExist()'))).toBe('reverted');
    expect(classifyWalletError(new Error('insufficient funds for gas * price + value'))).toBe(
      'noGas',
    );
    expect(classifyWalletError(new Error('boom'))).toBe('unknown');
    expect(classifyWalletError({ name: 'HttpRequestError', message: 'HTTP request failed.' })).toBe(
      'network',
    );
    expect(walletMessageKey(new TypeError('Failed to fetch'))).toBe('errors.requestFailed');
    expect(walletMessageKey({ code: 4001 })).toBe('wallet.rejected');
  });
});
