import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Balances, IDEMPOTENCY_HEADER, type PlatformConfig } from '@/lib/contract/contract';
import { findFreePort } from '../chain/anvil';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './http-io';
import { authRequired } from './routes';
import { accountAt, call, loginAs, ok, startTestStack, type TestStack } from './test-stack';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack?.stop();
});

const junkBodies = [
  'null',
  '[]',
  '"text"',
  '123',
  'true',
  '{"amount":{}}',
  '{"amount":[1],"symbol":1,"address":{},"packageId":"x","methodId":null,"referrer":7}',
  '{"message":1,"signature":[]}',
  '{"__proto__":{"polluted":1}}',
  '{',
];

describe('bad input', () => {
  it('answers every POST endpoint with a business code, never a crash', async () => {
    const token = await loginAs(stack, 1);
    for (const key of Object.keys(authRequired)) {
      const [method, path] = key.split(' ') as [string, string];
      // Log out takes no body and would end the session the other calls use.
      if (method !== 'POST' || path === '/api/logout') continue;
      for (const rawBody of junkBodies) {
        const { status, body } = await call(stack.api.url, 'POST', path, { token, rawBody });
        expect(status, `${path} ${rawBody}`).toBe(200);
        expect(body.code, `${path} ${rawBody}`).toBe(1000);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers GET endpoints with junk queries without crashing', async () => {
    const token = await loginAs(stack, 1);
    for (const key of Object.keys(authRequired)) {
      const [method, path] = key.split(' ') as [string, string];
      if (method !== 'GET') continue;
      for (const query of [
        '?page=-1',
        '?size=abc',
        '?page=1e3',
        '?id=%00',
        '?type=%FF&symbol=[]',
      ]) {
        const { status, body } = await call(stack.api.url, 'GET', `${path}${query}`, { token });
        expect(status, `${path}${query}`).toBe(200);
        expect(body.code, `${path}${query}`).not.toBe(500);
      }
    }
    expect((await call(stack.api.url, 'GET', '/api/config')).body.code).toBe(10000);
  });

  it('refuses an over-large body with 1000', async () => {
    const token = await loginAs(stack, 1);
    const rawBody = JSON.stringify({ amount: '1', pad: 'x'.repeat(1_100_000) });
    const { body } = await call(stack.api.url, 'POST', '/api/flash/exchange', { token, rawBody });
    expect(body).toEqual({ code: 1000, msg: 'request body too large', data: null });
  });
});

describe('deeply nested bodies', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const withdrawal = (extra: string) =>
    `{"symbol":"USDT","address":"${accountAt(9).address}","amount":"20","extra":${extra}}`;

  it(`refuses a body nested deeper than ${MAX_JSON_DEPTH} levels with 1000, before anything reads it`, async () => {
    const token = await loginAs(stack, 1);
    const before = await ok<Balances>(stack.api.url, 'GET', '/api/user/balance', { token });
    for (const headers of [undefined, { [IDEMPOTENCY_HEADER]: 'deep-key' }]) {
      const { status, body } = await call(stack.api.url, 'POST', '/api/withdraw', {
        token,
        rawBody: withdrawal(nested(100_000)),
        headers,
      });
      expect(status).toBe(200);
      expect(body).toEqual({
        code: 1000,
        msg: `request body nested deeper than ${MAX_JSON_DEPTH} levels`,
        data: null,
      });
    }
    expect(await ok<Balances>(stack.api.url, 'GET', '/api/user/balance', { token })).toEqual(
      before,
    );
    // One level inside the limit is an ordinary body (the object itself is the first level).
    const fits = await call(stack.api.url, 'POST', '/api/withdraw', {
      token,
      rawBody: withdrawal(nested(MAX_JSON_DEPTH - 1)),
    });
    expect(fits.body.code).toBe(10000);
  });

  it('counts brackets outside strings only', () => {
    expect(nestsDeeperThan(nested(32), 32)).toBe(false);
    expect(nestsDeeperThan(nested(33), 32)).toBe(true);
    expect(nestsDeeperThan(`{"a":"${'['.repeat(100)}"}`, 32)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\\\"${'['.repeat(40)}`, 32)).toBe(true);
    expect(nestsDeeperThan(`{"a":"\\"${'['.repeat(40)}"}`, 32)).toBe(false);
  });
});

describe('command line', () => {
  it('starts the server from main.ts and stops on SIGTERM', async () => {
    const port = await findFreePort();
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'e2e/stack/api/main.ts',
        '--port',
        String(port),
        '--rpc',
        stack.chain.rpcUrl,
        '--test',
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const lines = createInterface({ input: child.stdout! });
      for await (const line of lines) {
        if (line.includes('listening')) break;
      }
      const url = `http://127.0.0.1:${port}`;
      const config = await ok<PlatformConfig>(url, 'GET', '/api/config');
      // Without a --config the CLI reads the addresses in stack.config.json, which the deploy hit.
      expect(config.vault).toBe(stack.contracts.vault);
      expect((await call(url, 'GET', '/__test/state')).status).toBe(200);
    } finally {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
    }
    expect(child.exitCode).toBe(0);
  });
});
