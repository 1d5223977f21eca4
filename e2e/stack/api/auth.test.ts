import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_MESSAGE_MAX_LENGTH } from '@/lib/contract/areas/public';
import {
  IDEMPOTENCY_HEADER,
  type LoginResponse,
  type TestState,
  type UserDetail,
} from '@/lib/contract/contract';
import { createChainClient } from './chain-client';
import { authRequired } from './routes';
import { verifyLogin } from './siwe';
import {
  accountAt,
  call,
  loginAs,
  ok,
  resetStack,
  signedLogin,
  startTestStack,
  TEST_WEB_ORIGIN,
  type TestStack,
} from './test-stack';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack?.stop();
});

beforeEach(async () => {
  await resetStack(stack);
});

function freshAccount() {
  const privateKey = generatePrivateKey();
  return { address: privateKeyToAccount(privateKey).address, privateKey };
}

async function login(body: unknown) {
  return call<LoginResponse>(stack.api.url, 'POST', '/api/login', { body });
}

describe('nonce', () => {
  it('issues a fresh nonce per request', async () => {
    const path = `/api/auth/nonce?address=${accountAt(1).address}`;
    const a = await ok<{ nonce: string }>(stack.api.url, 'GET', path);
    const b = await ok<{ nonce: string }>(stack.api.url, 'GET', path);
    expect(a.nonce).toMatch(/^[a-zA-Z0-9]{8,}$/);
    expect(a.nonce).not.toBe(b.nonce);
  });

  it('refuses a missing or malformed address with 1000', async () => {
    for (const query of ['', '?address=', '?address=0x123', '?address=hello']) {
      const { body } = await call(stack.api.url, 'GET', `/api/auth/nonce${query}`);
      expect(body.code).toBe(1000);
      expect(body.msg).toBe('invalid address');
    }
  });
});

describe('login', () => {
  it('signs in a seeded account and returns its referrer', async () => {
    const proof = await signedLogin(stack, accountAt(1));
    const { status, body } = await login(proof);
    expect(status).toBe(200);
    expect(body.code).toBe(10000);
    expect(body.data.address).toBe(accountAt(1).address);
    expect(body.data.pid).toBe(accountAt(0).address);
    expect(body.data.token).toMatch(/^[0-9a-f]{48}$/);
    const info = await ok<UserDetail>(stack.api.url, 'GET', '/api/user/info', {
      token: body.data.token,
    });
    expect(info).toMatchObject({ address: accountAt(1).address, identity: 'member' });
  });

  it('creates a new address as an ordinary member with zero balances', async () => {
    const account = freshAccount();
    const { body } = await login(await signedLogin(stack, account));
    expect(body.code).toBe(10000);
    expect(body.data.pid).toBeNull();
    const token = body.data.token;
    expect(await ok(stack.api.url, 'GET', '/api/user/balance', { token })).toEqual({
      USDT: '0',
      RWAT: '0',
      RWAC: '0',
    });
    const info = await ok<UserDetail>(stack.api.url, 'GET', '/api/user/info', { token });
    expect(info.identity).toBe('member');
    expect(info.pid).toBeNull();
  });

  it('never binds a referrer as a side effect of signing in, whatever the request names', async () => {
    const account = freshAccount();
    const proof = await signedLogin(stack, account);
    const { body } = await login({ ...proof, inviter: accountAt(3).address });
    expect(body.code).toBe(10000);
    expect(body.data.pid).toBeNull();
  });

  it('refuses a replayed message with 1009', async () => {
    const proof = await signedLogin(stack, accountAt(1));
    expect((await login(proof)).body.code).toBe(10000);
    const replay = await login(proof);
    expect(replay.body).toEqual({
      code: 1009,
      msg: 'Signature verification failed',
      data: null,
    });
  });

  it('refuses a message for another domain with 1009', async () => {
    const proof = await signedLogin(stack, accountAt(1), { domain: 'evil.example' });
    expect((await login(proof)).body.code).toBe(1009);
  });

  it('refuses an expired message with 1009', async () => {
    const proof = await signedLogin(stack, accountAt(1), {
      issuedAt: new Date(Date.now() - 120_000),
      expirationTime: new Date(Date.now() - 60_000),
    });
    expect((await login(proof)).body.code).toBe(1009);
  });

  it('refuses a message without an expiry with 1009', async () => {
    const proof = await signedLogin(stack, accountAt(1), { expirationTime: null });
    expect((await login(proof)).body.code).toBe(1009);
  });

  it('refuses a message issued in the future with 1009', async () => {
    const proof = await signedLogin(stack, accountAt(1), {
      issuedAt: new Date(Date.now() + 3_600_000),
      expirationTime: new Date(Date.now() + 7_200_000),
    });
    expect((await login(proof)).body.code).toBe(1009);
  });

  it('refuses another chain id with 1009', async () => {
    const proof = await signedLogin(stack, accountAt(1), { chainId: 97 });
    expect((await login(proof)).body.code).toBe(1009);
  });

  it('refuses a nonce the server never issued with 1009', async () => {
    const proof = await signedLogin(stack, accountAt(1), { nonce: 'abcdefgh12345678' });
    expect((await login(proof)).body.code).toBe(1009);
  });

  it('refuses a nonce issued to another address with 1009', async () => {
    const { nonce } = await ok<{ nonce: string }>(
      stack.api.url,
      'GET',
      `/api/auth/nonce?address=${accountAt(2).address}`,
    );
    const proof = await signedLogin(stack, accountAt(1), { nonce });
    expect((await login(proof)).body.code).toBe(1009);
  });

  it('refuses a signature by another key with 1009', async () => {
    const proof = await signedLogin(stack, accountAt(1), { signerKey: accountAt(2).privateKey });
    expect((await login(proof)).body.code).toBe(1009);
  });

  it("refuses a message naming another scheme than its origin's with 1009", async () => {
    const other = await signedLogin(stack, accountAt(1), { scheme: 'https' });
    expect((await login(other)).body.code).toBe(1009);
    const own = await signedLogin(stack, accountAt(1), { scheme: 'http' });
    expect((await login(own)).body.code).toBe(10000);
  });

  it(`refuses a message over ${LOGIN_MESSAGE_MAX_LENGTH} characters, signed and otherwise valid, before reading it`, async () => {
    const statement = 'x'.repeat(LOGIN_MESSAGE_MAX_LENGTH);
    const long = await signedLogin(stack, accountAt(1), { statement });
    const { body } = await login(long);
    expect(body.code).toBe(1000);
    expect(body.msg).toMatch(/too long/);
    // The same bound where a server calls the check itself: refused, its nonce left unused.
    const proof = await signedLogin(stack, accountAt(1), { statement });
    const publicClient = createChainClient(stack.chain.rpcUrl);
    await expect(
      verifyLogin(stack.api.state, {
        ...proof,
        allowedOrigins: [TEST_WEB_ORIGIN],
        publicClient,
      }),
    ).rejects.toMatchObject({ code: 1009 });
    const nonce = /Nonce: (\w+)/.exec(proof.message)?.[1] ?? '';
    expect(stack.api.state.nonces.get(nonce)).toBeDefined();
  });

  it('refuses a message that is not EIP-4361 with 1009', async () => {
    const { body } = await login({ message: 'hello', signature: '0x1234' });
    expect(body.code).toBe(1009);
  });

  it('refuses a body without message or signature with 1000', async () => {
    expect((await login({})).body.code).toBe(1000);
    expect((await login({ message: 'x' })).body.code).toBe(1000);
    expect((await login([1, 2])).body.code).toBe(1000);
  });

  it('answers malformed JSON with 1000 and a clear message', async () => {
    const { status, body } = await call(stack.api.url, 'POST', '/api/login', {
      rawBody: '{"message": ',
    });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 1000, msg: 'malformed JSON body', data: null });
  });

  it('refuses a disabled account with 401', async () => {
    const { body } = await login(await signedLogin(stack, accountAt(4)));
    expect(body.code).toBe(401);
    expect(body.msg).toBe('Account disabled, please contact the administrator');
  });
});

describe('sessions', () => {
  it('answers 1012 on every auth endpoint without a token', async () => {
    for (const [key, needsAuth] of Object.entries(authRequired)) {
      if (!needsAuth) continue;
      const [method, path] = key.split(' ') as ['GET' | 'POST', string];
      const { status, body } = await call(stack.api.url, method, path!, {
        body: method === 'POST' ? {} : undefined,
      });
      expect(status, key).toBe(200);
      expect(body, key).toEqual({ code: 1012, msg: 'Please log in to access', data: null });
    }
  });

  it('answers 1012 before reading the request: a malformed, deep or oversized body, a bad key', async () => {
    for (const rawBody of ['{"amount":', '['.repeat(40), 'x'.repeat(1_100_000)]) {
      const { body } = await call(stack.api.url, 'POST', '/api/withdraw', { rawBody });
      expect(body.code, rawBody.slice(0, 12)).toBe(1012);
    }
    const { body } = await call(stack.api.url, 'POST', '/api/withdraw', {
      body: {},
      headers: { [IDEMPOTENCY_HEADER]: 'not a key!' },
    });
    expect(body.code).toBe(1012);
  });

  it('answers 1012 for an unknown token or a malformed header', async () => {
    const unknown = await call(stack.api.url, 'GET', '/api/user/info', { token: 'nope' });
    expect(unknown.body.code).toBe(1012);
    const malformed = await call(stack.api.url, 'GET', '/api/user/info', {
      headers: { Authorization: 'Basic abc' },
    });
    expect(malformed.body.code).toBe(1012);
  });

  it('answers 40002 for a token replaced by a newer login', async () => {
    const first = await loginAs(stack, 1);
    const second = await loginAs(stack, 1);
    const old = await call(stack.api.url, 'GET', '/api/user/info', { token: first });
    expect(old.body).toEqual({
      code: 40002,
      msg: 'Account logged in elsewhere, please log in again',
      data: null,
    });
    expect((await call(stack.api.url, 'GET', '/api/user/info', { token: second })).body.code).toBe(
      10000,
    );
  });

  it('answers 401 once the account is disabled', async () => {
    const token = await loginAs(stack, 1);
    await ok(stack.api.url, 'POST', '/__test/disable', { body: { address: accountAt(1).address } });
    expect((await call(stack.api.url, 'GET', '/api/user/balance', { token })).body.code).toBe(401);
    await ok(stack.api.url, 'POST', '/__test/disable', {
      body: { address: accountAt(1).address, disabled: false },
    });
    expect((await call(stack.api.url, 'GET', '/api/user/balance', { token })).body.code).toBe(
      10000,
    );
  });

  it('forgets every session on reset', async () => {
    const token = await loginAs(stack, 1);
    await resetStack(stack);
    expect((await call(stack.api.url, 'GET', '/api/user/info', { token })).body.code).toBe(1012);
  });

  it('remembers the last lang header per session', async () => {
    const token = await loginAs(stack, 1);
    await ok(stack.api.url, 'GET', '/api/user/info', { token, headers: { lang: 'zh_TW' } });
    await ok(stack.api.url, 'GET', '/api/config', { token, headers: { lang: 'ja' } });
    const state = await ok<TestState>(stack.api.url, 'GET', '/__test/state');
    const session = state.sessions.find((s) => s.address === accountAt(1).address);
    expect(session?.lang).toBe('ja');
    const info = state.requests.find((r) => r.path === '/api/user/info');
    expect(info).toMatchObject({ lang: 'zh_TW', address: accountAt(1).address, code: 10000 });
  });
});

describe('http', () => {
  it('answers an unknown path or method with HTTP 404', async () => {
    expect((await call(stack.api.url, 'GET', '/api/nope')).status).toBe(404);
    expect((await call(stack.api.url, 'POST', '/api/config', { body: {} })).status).toBe(404);
    expect((await call(stack.api.url, 'PUT', '/api/login', { body: {} })).status).toBe(404);
  });

  it('allows cross-origin calls from the app origin with the app headers', async () => {
    const response = await fetch(`${stack.api.url}/api/user/info`, {
      method: 'OPTIONS',
      headers: {
        Origin: TEST_WEB_ORIGIN,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,lang',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(TEST_WEB_ORIGIN);
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['authorization', 'lang', 'content-type', 'key', 'isauth', 'locale']) {
      expect(allowed).toContain(header);
    }
  });
});
