import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from './policy';
import { takeToken } from './rate-limit';
import {
  accountAt,
  call,
  resetStack,
  signedLogin,
  stackPerTestFile,
  startTestStack,
  TEST_WEB_ORIGIN,
} from './test-stack';

// The defaults `npm start` runs with.
const shared = stackPerTestFile();
const { nonce, login } = DEFAULT_POLICY.rateLimits;

/** Other machines, as the server sees them: loopback addresses of their own. */
const VICTIM = '127.0.0.1';
const ATTACKER = '127.0.0.3';
const OTHER = '127.0.0.4';

const nonceCode = async (address: string, from?: string, headers?: Record<string, string>) =>
  (await call(shared.url, 'GET', `/api/auth/nonce?address=${address}`, { from, headers })).body
    .code;

/** A valid-looking address per index, none of them a demo account. */
const addressNo = (i: number) =>
  privateKeyToAccount(`0x${(i + 1000).toString(16).padStart(64, '0')}`).address;

/** A well-formed login message naming `address`, with a signature that proves nothing. */
function forgedLogin(address: `0x${string}`, nonceText = 'abcdefgh12345678') {
  const message = createSiweMessage({
    domain: new URL(TEST_WEB_ORIGIN).host,
    address,
    uri: TEST_WEB_ORIGIN,
    version: '1',
    chainId: 56,
    nonce: nonceText,
    issuedAt: new Date(),
    expirationTime: new Date(Date.now() + 60_000),
  });
  return { message, signature: '0x00' };
}

const loginCode = async (proof: unknown, from?: string) =>
  (await call(shared.url, 'POST', '/api/login', { body: proof, from })).body.code;

describe('nonce rate limit', () => {
  it(`answers 1001 after ${nonce.perClient.limit} nonces a minute from one client`, async () => {
    // A few addresses, so the client's open nonces stay under their own bound.
    for (let i = 0; i < nonce.perClient.limit; i += 1) {
      expect(await nonceCode(addressNo(i % 3))).toBe(10000);
    }
    const { body } = await call(shared.url, 'GET', `/api/auth/nonce?address=${addressNo(9999)}`);
    expect(body).toEqual({
      code: 1001,
      msg: 'Requests too frequent, please retry later',
      data: null,
    });
    // Malformed requests count too.
    expect((await call(shared.url, 'GET', '/api/auth/nonce?address=nope')).body.code).toBe(1001);
    // Another client is still served.
    expect(await nonceCode(addressNo(9999), OTHER)).toBe(10000);
  });

  it("another client's nonce requests for an address never lock its owner out", async () => {
    const victim = accountAt(1);
    for (let i = 0; i < 30; i += 1) await nonceCode(victim.address, ATTACKER);
    const proof = await signedLogin(shared.stack, victim, { from: VICTIM });
    expect(await loginCode(proof, VICTIM)).toBe(10000);
  });

  it('counts a direct caller by its own address, whatever X-Forwarded-For it claims', async () => {
    expect(DEFAULT_POLICY.trustedProxies).toEqual([]);
    for (let i = 0; i < nonce.perClient.limit; i += 1) {
      const code = await nonceCode(addressNo(i % 3), ATTACKER, {
        'X-Forwarded-For': `203.0.113.${i}`,
      });
      expect(code).toBe(10000);
    }
    expect(await nonceCode(addressNo(0), ATTACKER, { 'X-Forwarded-For': '198.51.100.1' })).toBe(
      1001,
    );
  });

  it('a reset of the test stack clears the windows', async () => {
    for (let i = 0; i <= nonce.perClient.limit; i += 1) await nonceCode(addressNo(i % 3));
    expect(await nonceCode(addressNo(0))).toBe(1001);
    await resetStack(shared.stack);
    expect(await nonceCode(addressNo(0))).toBe(10000);
  });
});

describe('open nonces', () => {
  it("another client asking nonces for an address never drops its owner's open one", async () => {
    const victim = accountAt(2);
    const proof = await signedLogin(shared.stack, victim, { from: VICTIM });
    for (let i = 0; i < DEFAULT_POLICY.noncesPerClientAddress * 3; i += 1) {
      expect(await nonceCode(victim.address, ATTACKER)).toBe(10000);
    }
    expect(await loginCode(proof, VICTIM)).toBe(10000);
  });

  it(`a client keeps ${DEFAULT_POLICY.noncesPerClientAddress} open for one address, dropping its own oldest`, async () => {
    const { address } = accountAt(3);
    for (let i = 0; i < 12; i += 1) expect(await nonceCode(address, ATTACKER)).toBe(10000);
    const open = [...shared.stack.api.state.nonces.values()].filter((n) => n.address === address);
    expect(open).toHaveLength(DEFAULT_POLICY.noncesPerClientAddress);
    expect(open.every((n) => n.client === ATTACKER)).toBe(true);
  });

  it(`a client holds at most ${DEFAULT_POLICY.noncesPerClient} open nonces; past that 1001, and none is dropped`, async () => {
    const victim = accountAt(1);
    const early = await signedLogin(shared.stack, victim, { from: ATTACKER });
    for (let i = 1; i < DEFAULT_POLICY.noncesPerClient; i += 1) {
      expect(await nonceCode(addressNo(i), ATTACKER)).toBe(10000);
    }
    expect(await nonceCode(addressNo(500), ATTACKER)).toBe(1001);
    expect(shared.stack.api.state.nonces.size).toBe(DEFAULT_POLICY.noncesPerClient);
    // Its first nonce still logs in; another client is served meanwhile.
    expect(await nonceCode(addressNo(501), OTHER)).toBe(10000);
    expect(await loginCode(early, ATTACKER)).toBe(10000);
  });

  it('a flood from many clients fills the store to its bound, never past it, and drops no open nonce', async () => {
    const PROXY = '127.0.0.2';
    const flooded = await startTestStack({
      blockIntervalMs: 0,
      policy: {
        nonceCap: 100,
        rateLimitKeysCap: 300,
        trustedProxies: [PROXY],
        rateLimits: { nonce: { perClient: { limit: 100_000, windowMs: 60_000 } } },
      },
    });
    try {
      const victim = accountAt(1);
      const early = await signedLogin(flooded, victim, { from: VICTIM });
      let refused = 0;
      for (let i = 0; i < 300; i += 1) {
        const res = await call(flooded.api.url, 'GET', `/api/auth/nonce?address=${addressNo(i)}`, {
          from: PROXY,
          headers: { 'X-Forwarded-For': `203.0.113.${i % 250}, 10.0.${i % 7}.1` },
        });
        if (res.body.code === 1001) refused += 1;
        else expect(res.body.code).toBe(10000);
      }
      expect(flooded.api.state.nonces.size).toBe(100);
      expect(refused).toBe(300 - 99);
      expect(flooded.api.state.rateCounters.size).toBeLessThanOrEqual(300);
      // The proxy's clients are counted by the address it forwarded, not by the proxy.
      const clients = new Set([...flooded.api.state.nonces.values()].map((n) => n.client));
      expect([...clients].filter((c) => c !== VICTIM).sort()).toEqual([
        '10.0.0.1',
        '10.0.1.1',
        '10.0.2.1',
        '10.0.3.1',
        '10.0.4.1',
        '10.0.5.1',
        '10.0.6.1',
      ]);
      // The nonce issued before the flood still logs in.
      const res = await call(flooded.api.url, 'POST', '/api/login', { body: early, from: VICTIM });
      expect(res.body.code).toBe(10000);
    } finally {
      await flooded.stop();
    }
  }, 120_000);
});

describe('login rate limit', () => {
  it(`answers 1001 after ${login.perClient.limit} login attempts a minute from one client`, async () => {
    for (let i = 0; i < login.perClient.limit; i += 1) {
      expect(await loginCode({ message: 'hello', signature: '0x12' }, ATTACKER)).toBe(1009);
    }
    const proof = await signedLogin(shared.stack, accountAt(1), { from: ATTACKER });
    expect(await loginCode(proof, ATTACKER)).toBe(1001);
    // Another client is still served.
    const other = await signedLogin(shared.stack, accountAt(1), { from: OTHER });
    expect(await loginCode(other, OTHER)).toBe(10000);
  });

  it('forged logins naming an address never lock its owner out', async () => {
    const victim = accountAt(1);
    for (let i = 0; i < login.perClient.limit; i += 1) {
      expect(await loginCode(forgedLogin(victim.address), ATTACKER)).toBe(1009);
    }
    const proof = await signedLogin(shared.stack, victim, { from: VICTIM });
    expect(await loginCode(proof, VICTIM)).toBe(10000);
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
