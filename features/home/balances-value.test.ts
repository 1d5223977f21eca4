import { describe, expect, it } from 'vitest';
import { balancesValue } from './balances-value';

describe('balancesValue', () => {
  it('adds RWAT at today’s price to USDT', () => {
    expect(balancesValue({ USDT: '1000', RWAT: '500' }, '0.5')).toBe('1250');
  });

  it('stays exact where a float would not', () => {
    // 0.1 + 0.2 × 1 is 0.30000000000000004 in floating point.
    expect(balancesValue({ USDT: '0.1', RWAT: '0.2' }, '1')).toBe('0.3');
    expect(
      balancesValue({ USDT: '123456789.123456789123456789', RWAT: '3.000000000000000001' }, '0.1'),
    ).toBe('123456789.4234567891234567891');
  });

  it('keeps every place of the product: rounding is the display’s business', () => {
    expect(balancesValue({ USDT: '0', RWAT: '0.000000000000000001' }, '0.000000000000000001')).toBe(
      '0.000000000000000000000000000000000001',
    );
  });

  it('is only USDT when there is no RWAT or it has no worth', () => {
    expect(balancesValue({ USDT: '42.5', RWAT: '0' }, '0.37')).toBe('42.5');
    expect(balancesValue({ USDT: '42.5', RWAT: '10' }, '0')).toBe('42.5');
  });

  it('gives no total from a figure that is not a plain decimal', () => {
    expect(balancesValue({ USDT: '1', RWAT: '1' }, '')).toBeNull();
    expect(balancesValue({ USDT: '1', RWAT: '1' }, '-0.5')).toBeNull();
    expect(balancesValue({ USDT: '1e3', RWAT: '1' }, '0.5')).toBeNull();
    expect(balancesValue({ USDT: '1', RWAT: 'NaN' }, '0.5')).toBeNull();
  });
});
