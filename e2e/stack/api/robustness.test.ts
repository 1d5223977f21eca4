import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Balances, IDEMPOTENCY_HEADER, type PlatformConfig } from '@/lib/contract/contract';
import { freePort } from '../processes';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH, nestsDeeperThan } from './http-io';
import { authRequired } from './routes';
import { createApiServer } from './server';
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

/** A connection to the API that sends `head` (a request's first line and headers) at once. */
async function openRequest(
  head: string,
  url = stack.api.url,
): Promise<{ socket: Socket; answer: Promise<string> }> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await once(socket, 'connect');
  let text = '';
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  // Settles once the server has closed the connection, with everything it answered.
  const answer = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(text));
    socket.on('error', () => undefined);
  });
  socket.write(`${head}\r\n`);
  return { socket, answer };
}

describe('bodies past the bound', () => {
  it('a declared length over the bound is refused unread, and its connection closed', async () => {
    const { answer } = await openRequest(
      `POST /api/login HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nContent-Length: ${600 * MAX_BODY_BYTES}\r\n`,
    );
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    expect(text).toContain('"msg":"request body too large"');
  });

  it('a body sent without a length is read no further than the bound: answered, and closed', async () => {
    const { socket, answer } = await openRequest(
      'POST /api/login HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n',
    );
    let answered = false;
    void answer.then(() => {
      answered = true;
    });
    const piece = 'x'.repeat(64 * 1024);
    const limit = 64 * MAX_BODY_BYTES;
    let sent = 0;
    // Sends until the server answers, or 64 times the bound (then ends the body).
    while (!answered && sent < limit && !socket.destroyed) {
      const written = socket.write(`${piece.length.toString(16)}\r\n${piece}\r\n`);
      sent += piece.length;
      // A server that closes meanwhile ends the wait (the write then fails: EPIPE).
      if (!written) await Promise.race([once(socket, 'drain').catch(() => undefined), answer]);
    }
    if (!socket.destroyed) socket.end('0\r\n\r\n');
    const text = await answer;
    expect(text).toContain('"msg":"request body too large"');
    expect(sent).toBeLessThan(limit);
  });
});

describe('headers past the bound', () => {
  it('a request line of 20 KB is answered 431, and its connection closed', async () => {
    const { answer } = await openRequest(`GET /api/config?${'x'.repeat(20_000)} HTTP/1.1\r\n`);
    expect(await answer).toMatch(/^HTTP\/1\.1 431/);
  });
});

describe('slow clients', () => {
  it('a request that does not finish arriving in time is answered 408 and its connection closed', async () => {
    const api = await createApiServer({
      port: 0,
      rpcUrl: stack.chain.rpcUrl,
      contracts: stack.contracts,
      testMode: false,
      origins: ['http://app.rwat.test:3000'],
      policy: { requestTimeoutMs: 400, headersTimeoutMs: 300 },
    });
    try {
      // Headers begun, never finished, as a client sending a byte now and then leaves them.
      const headers = await openRequest('POST /api/login HTTP/1.1\r\nHost: api', api.url);
      expect(await headers.answer).toMatch(/^HTTP\/1\.1 408/);
      // Headers sent, the body never.
      const body = await openRequest(
        'POST /api/login HTTP/1.1\r\nHost: api\r\nContent-Length: 20\r\n',
        api.url,
      );
      body.socket.write('{"mess');
      expect(await body.answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await api.stop();
    }
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
    const port = await freePort();
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
