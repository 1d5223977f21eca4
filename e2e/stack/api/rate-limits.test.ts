import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { NonceStore } from './nonce-store';
import { DEFAULT_POLICY } from './policy';
import { takeToken } from './rate-limit';
import { issueNonce } from './siwe';
import type { State } from './state';
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

/**
 * As `nonceCode`, with the nonce then spent as a login would spend it, so the client's open
 * nonces stay under their own bound and only the rate limit is counted.
 */
async function spentNonceCode(address: string, from?: string, headers?: Record<string, string>) {
  const { body } = await call<{ nonce: string } | null>(
    shared.url,
    'GET',
    `/api/auth/nonce?address=${address}`,
    { from, headers },
  );
  if (body.data) shared.stack.api.state.nonces.delete(body.data.nonce);
  return body.code;
}

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
    for (let i = 0; i < nonce.perClient.limit; i += 1) {
      expect(await spentNonceCode(addressNo(i % 3))).toBe(10000);
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
      const code = await spentNonceCode(addressNo(i % 3), ATTACKER, {
        'X-Forwarded-For': `203.0.113.${i}`,
      });
      expect(code).toBe(10000);
    }
    expect(await nonceCode(addressNo(0), ATTACKER, { 'X-Forwarded-For': '198.51.100.1' })).toBe(
      1001,
    );
  });

  it('a reset of the test stack clears the windows', async () => {
    for (let i = 0; i <= nonce.perClient.limit; i += 1) await spentNonceCode(addressNo(i % 3));
    expect(await nonceCode(addressNo(0))).toBe(1001);
    await resetStack(shared.stack);
    expect(await nonceCode(addressNo(0))).toBe(10000);
  });
});

describe('open nonces', () => {
  it("another client asking nonces for an address never drops its owner's open one", async () => {
    const victim = accountAt(2);
    const proof = await signedLogin(shared.stack, victim, { from: VICTIM });
    for (let i = 0; i < 15; i += 1) {
      expect(await nonceCode(victim.address, ATTACKER)).toBe(10000);
    }
    expect(await loginCode(proof, VICTIM)).toBe(10000);
  });

  it("people behind one network address never cancel each other's nonce", async () => {
    // The victim and someone else share a carrier's NAT: the server sees one client.
    const victim = accountAt(3);
    const proof = await signedLogin(shared.stack, victim, { from: ATTACKER });
    for (let i = 0; i < 12; i += 1) expect(await nonceCode(victim.address, ATTACKER)).toBe(10000);
    expect(await loginCode(proof, ATTACKER)).toBe(10000);
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

  it('a full store still serves a newcomer, from the largest holder, and keeps the small ones', async () => {
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
      for (let i = 0; i < 300; i += 1) {
        const res = await call(flooded.api.url, 'GET', `/api/auth/nonce?address=${addressNo(i)}`, {
          from: PROXY,
          headers: { 'X-Forwarded-For': `203.0.113.${i % 250}, 10.0.${i % 7}.1` },
        });
        expect(res.body.code).toBe(10000);
      }
      expect(flooded.api.state.nonces.size).toBe(100);
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
      // A newcomer is served, and signs in with what it got.
      const newcomer = await signedLogin(flooded, accountAt(2), { from: OTHER });
      expect(flooded.api.state.nonces.size).toBe(100);
      const late = await call(flooded.api.url, 'POST', '/api/login', {
        body: newcomer,
        from: OTHER,
      });
      expect(late.body.code).toBe(10000);
      // The nonce issued before the flood still logs in.
      const res = await call(flooded.api.url, 'POST', '/api/login', { body: early, from: VICTIM });
      expect(res.body.code).toBe(10000);
    } finally {
      await flooded.stop();
    }
  }, 120_000);

  it('expired nonces make room first, and a look-up never walks the store', () => {
    const store = new NonceStore();
    const address = accountAt(1).address;
    const limits = { nonceTtlMs: 1_000, nonceCap: 3, noncesPerClient: 50 };
    const state = { nonces: store } as unknown as State;
    const old = issueNonce(state, address, 'a', limits, 0);
    issueNonce(state, address, 'b', limits, 500);
    issueNonce(state, address, 'b', limits, 600);
    // Full: the first has expired by now and goes; the open ones stay.
    const fresh = issueNonce(state, address, 'c', limits, 1_000);
    expect(store.get(old)).toBeUndefined();
    expect(store.get(fresh)?.client).toBe('c');
    expect(store.size).toBe(3);
    // Full of open nonces: the largest holder (b) gives up its oldest, a and c keep theirs.
    issueNonce(state, address, 'd', limits, 1_100);
    expect([...store.values()].map((n) => n.client).sort()).toEqual(['b', 'c', 'd']);
  });
});

describe('nonces', () => {
  it('are 128 random bits, each independent of the one before', async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const res = await call<{ nonce: string }>(
        shared.url,
        'GET',
        `/api/auth/nonce?address=${addressNo(i)}`,
      );
      nonces.push(res.body.data.nonce);
    }
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    // Any 8-character run of one nonce found in the next would let it be predicted.
    for (let i = 1; i < nonces.length; i += 1) {
      const before = nonces[i - 1]!;
      const runs = Array.from({ length: before.length - 7 }, (_, k) => before.slice(k, k + 8));
      expect(runs.filter((run) => nonces[i]!.includes(run))).toEqual([]);
    }
  });
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

  it('counts malformed and oversized logins as well, before reading them', async () => {
    for (let i = 0; i < login.perClient.limit; i += 1) {
      const rawBody = i % 2 ? '{"message":' : `{"message":"${'x'.repeat(1_100_000)}"}`;
      const { body } = await call(shared.url, 'POST', '/api/login', { rawBody, from: ATTACKER });
      expect(body.code).toBe(1000);
    }
    const proof = await signedLogin(shared.stack, accountAt(1), { from: ATTACKER });
    expect(await loginCode(proof, ATTACKER)).toBe(1001);
  });

  it('a login may come from another network address than its nonce (a phone that changed networks)', async () => {
    const proof = await signedLogin(shared.stack, accountAt(1), { from: OTHER });
    expect(await loginCode(proof, VICTIM)).toBe(10000);
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
