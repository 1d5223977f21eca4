import { describe, expect, it } from 'vitest';
import { valueGroups } from './value-groups';

const texts = (value: string) => valueGroups(value).map((g) => g.text);

describe('valueGroups', () => {
  it('parts an address after 0x and four digits, then in fours, spaced', () => {
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    expect(texts(address)).toEqual([
      '0x7099',
      '7970',
      'C518',
      '12dc',
      '3A01',
      '0C7d',
      '01b5',
      '0e0d',
      '17dc',
      '79C8',
    ]);
    expect(texts(address).join('')).toBe(address);
    expect(valueGroups(address).map((g) => g.spaced)).toEqual([...Array(9).fill(true), false]);
  });

  it('parts a 39-digit order number in fours', () => {
    const order = '123456789012345678901234567890123456789';
    expect(texts(order)).toHaveLength(10);
    expect(texts(order).at(-1)).toBe('789');
    expect(texts(order).join('')).toBe(order);
  });

  it('parts a link after its separators, unspaced, with the address in it in fours', () => {
    const link =
      'https://rwat.example/#/pages/index/index?inviter=0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const groups = valueGroups(link);
    expect(groups.map((g) => g.text).join('')).toBe(link);
    expect(groups.every((g) => !g.spaced)).toBe(true);
    expect(texts(link)).toContain('index?');
    expect(texts(link)).toContain('inviter=');
    expect(texts(link)).toContain('0x7099');
    expect(texts(link).every((t) => t.length <= 20)).toBe(true);
  });

  it('leaves a short word whole', () => {
    expect(texts('USDT')).toEqual(['USDT']);
  });
});
