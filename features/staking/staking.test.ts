import { describe, expect, it } from 'vitest';
import { formatAmount, formatCount } from '@/lib/numbers/format';
import { costExceeds, stakingCost } from './staking-cost';
import { methodKey, orderTypeKey, packageAvailability, packageTerms } from './staking-labels';

describe('stakingCost', () => {
  it('pays the whole price in USDT with the USDT method', () => {
    expect(stakingCost('500', 'usdt', '0.5')).toEqual({ USDT: '500' });
  });

  it('rounds the RWAT part up at the 18th place, as the server debits it, whichever screen opens first', () => {
    // At big.js's own 20 places, rounded half up, this quotient would end in …453.
    expect(stakingCost('100', 'usdt_rwat', '0.1298')).toEqual({
      USDT: '50',
      RWAT: '385.208012326656394454',
    });
  });

  it('splits half USDT, half RWAT at the RWAT price', () => {
    expect(stakingCost('100', 'usdt_rwat', '0.5')).toEqual({ USDT: '50', RWAT: '100' });
    expect(stakingCost('1000', 'usdt_rwat', '0.5')).toEqual({ USDT: '500', RWAT: '1000' });
  });

  it('rounds the RWAT part up at 18 places, exactly', () => {
    expect(stakingCost('100', 'usdt_rwat', '3')).toEqual({
      USDT: '50',
      RWAT: '16.666666666666666667',
    });
  });

  it('cuts an odd USDT half at 18 places and puts the rest in RWAT', () => {
    const cost = stakingCost('0.000000000000000001', 'usdt_rwat', '1');
    expect(cost).toEqual({ USDT: '0', RWAT: '0.000000000000000001' });
  });
});

describe('costExceeds', () => {
  const balances = { USDT: '875', RWAT: '100', RWAC: '0' };

  it('refuses a cost above the USDT balance, and takes one equal to it', () => {
    expect(costExceeds(stakingCost('1000', 'usdt', '0.5'), balances)).toBe(true);
    expect(costExceeds({ USDT: '875' }, balances)).toBe(false);
  });

  it('refuses a split cost when either part is short', () => {
    // 1000 half and half at 0.5: 500 USDT + 1000 RWAT, and only 100 RWAT is held.
    expect(costExceeds(stakingCost('1000', 'usdt_rwat', '0.5'), balances)).toBe(true);
    expect(costExceeds(stakingCost('100', 'usdt_rwat', '0.5'), balances)).toBe(false);
    expect(costExceeds({ USDT: '1', RWAT: '100.000000000000000001' }, balances)).toBe(true);
  });
});

describe('labels', () => {
  it('names order types, airdrops and unknown types', () => {
    expect(orderTypeKey('medium')).toBe('staking.size.medium');
    expect(orderTypeKey('airdrop')).toBe('orders.type.airdrop');
    expect(orderTypeKey('mystery')).toBe('orders.type.other');
  });

  it('names staking methods', () => {
    expect(methodKey('usdt')).toBe('staking.method.usdt');
    expect(methodKey('usdt_rwat')).toBe('staking.method.usdtRwat');
    expect(methodKey('card')).toBe('staking.method.other');
  });

  it('says whether a package can be bought', () => {
    expect(packageAvailability({ onSale: true, stock: 3 })).toBe('available');
    expect(packageAvailability({ onSale: true, stock: 0 })).toBe('soldOut');
    expect(packageAvailability({ onSale: false, stock: 0 })).toBe('offSale');
  });

  it("states a package's terms in the language's numbers", () => {
    const terms = { dailyOutput: '1', outputCap: '200', days: 200, outputAsset: 'USDT' } as const;
    const formatIn = (tag: string) => ({
      money: (value: string, symbol: string) => `${formatAmount(value, tag, 4)} ${symbol}`,
      count: (value: number) => formatCount(value, tag),
    });
    expect(packageTerms(terms, formatIn('en'))).toEqual({
      daily: '1 USDT',
      cap: '200 USDT',
      days: '200',
    });
    expect(packageTerms({ ...terms, outputCap: '2000.5' }, formatIn('fa'))).toEqual({
      daily: '۱ USDT',
      cap: '۲٬۰۰۰٫۵ USDT',
      days: '۲۰۰',
    });
  });
});
