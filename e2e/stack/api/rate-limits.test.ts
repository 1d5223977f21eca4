import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '@/lib/contract/contract';
import { DEFAULT_POLICY } from './policy';
import { takeToken } from './rate-limit';
import {
  accountAt,
  call,
  resetStack,
  signedLogin,
  stackPerTestFile,
  startTestStack,
} from './test-stack';

// The defaults `npm start` runs with.
const shared = stackPerTestFile();
const { nonce, login } = DEFAULT_POLICY.rateLimits;

const nonceCode = async (address: string, headers?: Record<string, string>) =>
  (await call(shared.url, 'GET', `/api/auth/nonce?address=${address}`, { headers })).body.code;

/** A valid-looking address per index, none of them a demo account. */
const addressNo = (i: number) =>
  privateKeyToAccount(`0x${(i + 1000).toString(16).padStart(64, '0')}`).address;

describe('nonce rate limits', () => {
  it(`answers 1001 after ${nonce.perAddress.limit} nonces a minute for one address`, async () => {
    const { address } = accountAt(1);
    for (let i = 0; i < nonce.perAddress.limit; i += 1)
      expect(await nonceCode(address)).toBe(10000);
    const { body } = await call(shared.url, 'GET', `/api/auth/nonce?address=${address}`);
    expect(body).toEqual({
      code: 1001,
      msg: 'Requests too frequent, please retry later',
      data: null,
    });
    // Another address from the same client is still served.
    expect(await nonceCode(accountAt(2).address)).toBe(10000);
  });

  it(`answers 1001 after ${nonce.perClient.limit} nonces a minute from one client`, async () => {
    for (let i = 0; i < nonce.perClient.limit; i += 1) {
      expect(await nonceCode(addressNo(i))).toBe(10000);
    }
    expect(await nonceCode(addressNo(9999))).toBe(1001);
    // Malformed requests count too.
    expect((await call(shared.url, 'GET', '/api/auth/nonce?address=nope')).body.code).toBe(1001);
  });

  it('counts a client behind the trusted proxy by its forwarded address', async () => {
    for (let i = 0; i < nonce.perClient.limit; i += 1) {
      expect(await nonceCode(addressNo(i), { 'X-Forwarded-For': '203.0.113.7' })).toBe(10000);
    }
    expect(await nonceCode(addressNo(9999), { 'X-Forwarded-For': '203.0.113.7' })).toBe(1001);
    expect(await nonceCode(addressNo(9999), { 'X-Forwarded-For': '203.0.113.8' })).toBe(10000);
  });

  it('2 000 nonce requests keep memory bounded', async () => {
    const flooded = await startTestStack({
      blockIntervalMs: 0,
      policy: {
        nonceCap: 100,
        rateLimitKeysCap: 300,
        rateLimits: { nonce: { perClient: { limit: 100_000, windowMs: 60_000 } } },
      },
    });
    try {
      for (let i = 0; i < 2_000; i += 1) {
        await call(flooded.api.url, 'GET', `/api/auth/nonce?address=${addressNo(i % 1_000)}`);
      }
      expect(flooded.api.state.nonces.size).toBeLessThanOrEqual(100);
      expect(flooded.api.state.rateCounters.size).toBeLessThanOrEqual(300);
      // Still serving, and the newest nonce still works for a login.
      const proof = await signedLogin(flooded, accountAt(1));
      const res = await call(flooded.api.url, 'POST', '/api/login', { body: proof });
      expect(res.body.code).toBe(10000);
    } finally {
      await flooded.stop();
    }
  }, 120_000);

  it('keeps at most a few open nonces per address, and by default 10 000 in all', async () => {
    const { address } = accountAt(3);
    for (let i = 0; i < 12; i += 1) await nonceCode(address);
    const open = [...shared.stack.api.state.nonces.values()].filter((n) => n.address === address);
    expect(open).toHaveLength(DEFAULT_POLICY.noncesPerAddress);
    expect(DEFAULT_POLICY.nonceCap).toBe(10_000);
  });
});

describe('login rate limits', () => {
  it(`answers 1001 after ${login.perAddress.limit} logins a minute for one address`, async () => {
    const send = async () => {
      // Each login needs a nonce, whose own window is as small: only the login one is tested.
      clearNonceWindows();
      const proof = await signedLogin(shared.stack, accountAt(1));
      return (await call<LoginResponse>(shared.url, 'POST', '/api/login', { body: proof })).body
        .code;
    };
    for (let i = 0; i < login.perAddress.limit; i += 1) expect(await send()).toBe(10000);
    expect(await send()).toBe(1001);
  });

  it(`answers 1001 after ${login.perClient.limit} login attempts a minute from one client`, async () => {
    for (let i = 0; i < login.perClient.limit; i += 1) {
      const { body } = await call(shared.url, 'POST', '/api/login', {
        body: { message: 'hello', signature: '0x12' },
      });
      expect(body.code).toBe(1009);
    }
    const proof = await signedLogin(shared.stack, accountAt(1));
    expect((await call(shared.url, 'POST', '/api/login', { body: proof })).body.code).toBe(1001);
  });

  it('a reset of the test stack clears the windows', async () => {
    const { address } = accountAt(1);
    for (let i = 0; i <= nonce.perAddress.limit; i += 1) await nonceCode(address);
    expect(await nonceCode(address)).toBe(1001);
    await resetStack(shared.stack);
    expect(await nonceCode(address)).toBe(10000);
  });
});

describe('takeToken', () => {
  it('opens a new window once the old one ended', () => {
    const counters = new Map();
    const rule = { limit: 1, windowMs: 1_000 };
    takeToken(counters, 'k', rule, 10, 0);
    expect(() => takeToken(counters, 'k', rule, 10, 500)).toThrow();
    expect(() => takeToken(counters, 'k', rule, 10, 1_000)).not.toThrow();
  });
});

function clearNonceWindows(): void {
  for (const key of shared.stack.api.state.rateCounters.keys()) {
    if (key.startsWith('nonce:')) shared.stack.api.state.rateCounters.delete(key);
  }
}
