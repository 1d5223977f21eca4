import { describe, expect, it } from 'vitest';
import type { EndpointKey } from '@/lib/contract/contract';
import { checkRequest, queryObject } from './validate';

const target = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function refusal(key: EndpointKey, input: { body?: unknown; query?: string }): string | null {
  try {
    checkRequest(key, { body: input.body, query: new URLSearchParams(input.query ?? '') });
    return null;
  } catch (error) {
    expect(error).toMatchObject({ code: 1000 });
    return (error as Error).message;
  }
}

describe('requests checked against the contract', () => {
  it('passes requests of the contract’s shape, with extra fields', () => {
    const body = { symbol: 'USDT', address: target, amount: '12.5', note: 'extra' };
    expect(refusal('POST /api/withdraw', { body })).toBeNull();
    expect(refusal('GET /api/team/members', { query: 'type=team&page=2&size=10' })).toBeNull();
    expect(refusal('GET /api/team/members', { query: 'type=' })).toBeNull();
    expect(refusal('GET /api/flow/list', { query: 'symbol=&page=1' })).toBeNull();
    expect(refusal('POST /api/box/buy', { body: { packageId: 1, methodId: 2 } })).toBeNull();
  });

  it('names the field that is missing or malformed', () => {
    const move = { symbol: 'USDT', address: target, amount: '10' };
    expect(refusal('POST /api/withdraw', { body: { symbol: 'USDT', address: target } })).toBe(
      'amount is required',
    );
    expect(refusal('POST /api/withdraw', { body: { ...move, amount: 12 } })).toBe(
      'amount must be a decimal string with at most 18 decimals',
    );
    expect(refusal('POST /api/withdraw', { body: { ...move, amount: '1e3' } })).toBe(
      'amount must be a decimal string with at most 18 decimals',
    );
    expect(refusal('POST /api/withdraw', { body: { ...move, amount: '0.0' } })).toBe(
      'amount must be greater than 0',
    );
    expect(refusal('POST /api/withdraw', { body: { ...move, symbol: 'BTC' } })).toBe(
      'symbol must be one of USDT, RWAT, RWAC',
    );
    expect(refusal('POST /api/withdraw', { body: { ...move, address: '0x1234' } })).toBe(
      'invalid address',
    );
    expect(refusal('POST /api/box/buy', { body: { packageId: 1.5, methodId: 1 } })).toBe(
      'packageId must be a positive integer',
    );
    expect(refusal('POST /api/recharge/cancel', { body: { orderNo: '1', reason: 'x' } })).toBe(
      'invalid reason',
    );
    expect(refusal('POST /api/login', { body: { message: 'm' } })).toBe('signature is required');
    expect(refusal('GET /api/notice/list', { query: 'page=-1' })).toBe(
      'page must be a positive integer',
    );
    expect(refusal('GET /api/notice/detail', { query: '' })).toBe('id is required');
    expect(refusal('GET /api/team/members', { query: 'type=all' })).toBe(
      'type must be direct or team',
    );
    expect(refusal('GET /api/auth/nonce', { query: '' })).toBe('invalid address');
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, [], 'text', 1]) {
      expect(refusal('POST /api/transfer', { body })).toBe('request body must be a JSON object');
    }
  });

  it('reads the first value of each query name and skips empty ones', () => {
    expect(queryObject(new URLSearchParams('a=1&a=2&b=&c=x'))).toEqual({ a: '1', c: 'x' });
  });
});
