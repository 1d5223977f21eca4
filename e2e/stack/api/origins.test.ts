import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '@/lib/contract/contract';
import { createApiServer, stackOrigins } from './server';
import { accountAt, call, ok, signedLogin, stackPerTestFile, TEST_WEB_ORIGIN } from './test-stack';

const shared = stackPerTestFile();
const EVIL = 'http://evil.example';

const login = (body: unknown, headers?: Record<string, string>) =>
  call<LoginResponse>(shared.url, 'POST', '/api/login', { body, headers });

describe('SIWE domain and URI come from configuration only', () => {
  it('accepts a message naming the configured origin', async () => {
    const proof = await signedLogin(shared.stack, accountAt(1));
    expect((await login(proof)).body.code).toBe(10000);
  });

  it('refuses a page on another origin, whatever its Origin header says', async () => {
    const proof = await signedLogin(shared.stack, accountAt(1), { domain: 'evil.example' });
    const { body } = await login(proof, { Origin: EVIL });
    expect(body.code).toBe(1009);
  });

  it('refuses a domain named only by X-Forwarded-Host or Host', async () => {
    const forwarded = await signedLogin(shared.stack, accountAt(1), { domain: 'evil.example' });
    expect((await login(forwarded, { 'X-Forwarded-Host': 'evil.example' })).body.code).toBe(1009);
    // The API's own address is not where the app is served.
    const apiHost = new URL(shared.url).host;
    const direct = await signedLogin(shared.stack, accountAt(1), { domain: apiHost });
    expect((await login(direct)).body.code).toBe(1009);
  });

  it('refuses the configured domain with a URI on another origin', async () => {
    const proof = await signedLogin(shared.stack, accountAt(1), { uri: `${EVIL}/` });
    expect((await login(proof)).body.code).toBe(1009);
  });

  it('accepts the URI of a page under a sub-path of the configured origin', async () => {
    const proof = await signedLogin(shared.stack, accountAt(1), {
      uri: `${TEST_WEB_ORIGIN}/sub/`,
    });
    expect((await login(proof)).body.code).toBe(10000);
  });

  it('keeps the chain id, expiry and not-before checks', async () => {
    const wrongChain = await signedLogin(shared.stack, accountAt(1), { chainId: 97 });
    expect((await login(wrongChain)).body.code).toBe(1009);
    const notYet = await signedLogin(shared.stack, accountAt(1), {
      notBefore: new Date(Date.now() + 60_000),
    });
    expect((await login(notYet)).body.code).toBe(1009);
  });
});

describe('CORS answers configured origins only', () => {
  const preflight = (origin: string) =>
    fetch(`${shared.url}/api/auth/nonce`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
    });

  it('gives another origin no Access-Control-Allow-Origin, on preflight or on a call', async () => {
    expect((await preflight(EVIL)).headers.get('access-control-allow-origin')).toBeNull();
    const nonce = await fetch(`${shared.url}/api/auth/nonce?address=${accountAt(1).address}`, {
      headers: { Origin: EVIL },
    });
    expect(nonce.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers the configured origin', async () => {
    const response = await preflight(TEST_WEB_ORIGIN);
    expect(response.headers.get('access-control-allow-origin')).toBe(TEST_WEB_ORIGIN);
  });
});

describe('the chain answers no web page', () => {
  it('gives no Access-Control-Allow-Origin to any origin, on preflight or on a call', async () => {
    const url = shared.stack.chain.rpcUrl;
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { Origin: EVIL, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const called = await fetch(url, {
      method: 'POST',
      headers: { Origin: EVIL, 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    expect(called.headers.get('access-control-allow-origin')).toBeNull();
    // Node callers (the tests' fixtures, the API) are served as before.
    expect(((await called.json()) as { result: string }).result).toBe('0x38');
  });
});

describe('configuration', () => {
  it('npm start names the root export and the sub-path export', () => {
    expect(stackOrigins(3000)).toEqual(['http://127.0.0.1:3000', 'http://127.0.0.1:3001']);
  });

  it('a server must be told at least one origin', async () => {
    await expect(
      createApiServer({
        port: 0,
        rpcUrl: shared.stack.chain.rpcUrl,
        contracts: shared.stack.contracts,
        testMode: false,
        origins: [],
      }),
    ).rejects.toThrow(/origin/);
  });

  it('another configured origin is accepted, the default one then is not', async () => {
    const api = await createApiServer({
      port: 0,
      rpcUrl: shared.stack.chain.rpcUrl,
      contracts: shared.stack.contracts,
      testMode: false,
      origins: ['https://app.example'],
    });
    try {
      const other = { api, authority: 'app.example' };
      const good = await signedLogin(other, accountAt(1), { uri: 'https://app.example' });
      expect((await call(api.url, 'POST', '/api/login', { body: good })).body.code).toBe(10000);
      const old = await signedLogin(other, accountAt(2), {
        domain: new URL(TEST_WEB_ORIGIN).host,
        uri: TEST_WEB_ORIGIN,
      });
      expect((await call(api.url, 'POST', '/api/login', { body: old })).body.code).toBe(1009);
      expect(await ok(api.url, 'GET', '/api/config')).toBeTruthy();
    } finally {
      await api.stop();
    }
  });
});
