import { describe, expect, it } from 'vitest';
import type {
  AnnouncementDetail,
  AnnouncementSummary,
  Balances,
  Page,
  PlatformConfig,
  TestState,
} from '@/lib/contract/contract';
import { createApiServer } from './server';
import {
  accountAt,
  call,
  loginAs,
  ok,
  resetStack,
  stackPerTestFile,
  TEST_WEB_ORIGIN,
} from './test-stack';

const shared = stackPerTestFile();

const state = () => ok<TestState>(shared.url, 'GET', '/__test/state');

describe('public endpoints', () => {
  it('serves the platform configuration with the chain addresses', async () => {
    expect(await ok<PlatformConfig>(shared.url, 'GET', '/api/config')).toEqual({
      chainId: 56,
      vault: shared.stack.contracts.vault,
      depositTokens: [
        { symbol: 'USDT', address: shared.stack.contracts.USDT, decimals: 18 },
        { symbol: 'RWAC', address: shared.stack.contracts.RWAC, decimals: 18 },
      ],
      rwatPrice: '0.5',
      flashFeeRate: '0.05',
      minWithdraw: '10',
      minTransfer: '1',
    });
  });

  it('pages twelve announcements newest first', async () => {
    const first = await ok<Page<AnnouncementSummary>>(shared.url, 'GET', '/api/notice/list');
    expect(first).toMatchObject({ total: 12, page: 1, size: 10 });
    expect(first.list.map((a) => a.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(first.list[0]).not.toHaveProperty('content');
    const second = await ok<Page<AnnouncementSummary>>(
      shared.url,
      'GET',
      '/api/notice/list?page=2&size=10',
    );
    expect(second.list.map((a) => a.id)).toEqual([2, 1]);
  });

  it('serves an announcement with its raw HTML, hostile parts included', async () => {
    const detail = await ok<AnnouncementDetail>(shared.url, 'GET', '/api/notice/detail?id=11');
    expect(detail.title).toBe('Security notice: protect your wallet');
    expect(detail.content).toContain('<script>window.__xss=1</script>');
    expect(detail.content).toContain('<img src=x onerror="window.__xss=1">');
    const plain = await ok<AnnouncementDetail>(shared.url, 'GET', '/api/notice/detail?id=1');
    expect(plain.content).toContain('<li>Chain: BNB Smart Chain (56)</li>');
    expect(plain.content).not.toContain(plain.title);
  });

  it('answers a title without the controls that turn text around, as the app shows a body', async () => {
    const notice = shared.stack.api.state.announcements.find((a) => a.id === 12);
    if (!notice) throw new Error('no announcement 12');
    notice.title = 'Wallet check: send to 0x\u202Edcba4321\u2066';
    const detail = await ok<AnnouncementDetail>(shared.url, 'GET', '/api/notice/detail?id=12');
    expect(detail.title).toBe('Wallet check: send to 0xdcba4321');
    const list = await ok<Page<AnnouncementSummary>>(shared.url, 'GET', '/api/notice/list');
    expect(list.list[0]?.title).toBe('Wallet check: send to 0xdcba4321');
  });

  it('answers 1000 for an unknown or malformed announcement id', async () => {
    for (const query of ['?id=13', '?id=0', '?id=abc', '']) {
      expect((await call(shared.url, 'GET', `/api/notice/detail${query}`)).body.code, query).toBe(
        1000,
      );
    }
  });
});

describe('force', () => {
  it('answers the next call to a path once with the given code', async () => {
    await ok(shared.url, 'POST', '/__test/force', { body: { path: '/api/config', code: 1001 } });
    const forced = await call(shared.url, 'GET', '/api/config');
    expect(forced).toEqual({
      status: 200,
      body: { code: 1001, msg: 'Requests too frequent, please retry later', data: null },
    });
    expect((await call(shared.url, 'GET', '/api/config')).body.code).toBe(10000);
  });

  it('carries msg and data, and fills the limit of 1037 when no data is given', async () => {
    await ok(shared.url, 'POST', '/__test/force', {
      body: { path: '/api/withdraw', code: 1000, msg: 'custom text', data: { x: 1 } },
    });
    await ok(shared.url, 'POST', '/__test/force', { body: { path: '/api/withdraw', code: 1037 } });
    const token = await loginAs(shared.stack, 1);
    const body = { symbol: 'USDT', address: accountAt(9).address, amount: '100' };
    expect((await call(shared.url, 'POST', '/api/withdraw', { token, body })).body).toEqual({
      code: 1000,
      msg: 'custom text',
      data: { x: 1 },
    });
    expect((await call(shared.url, 'POST', '/api/withdraw', { token, body })).body).toEqual({
      code: 1037,
      msg: 'Minimum withdrawal 10',
      data: { limit: '10' },
    });
    // Forced answers never touched the balance.
    expect((await ok<Balances>(shared.url, 'GET', '/api/user/balance', { token })).USDT).toBe(
      '1000',
    );
  });

  it('answers 40002 on an auth endpoint even for a valid token', async () => {
    const token = await loginAs(shared.stack, 1);
    await ok(shared.url, 'POST', '/__test/force', {
      body: { path: '/api/user/info', code: 40002 },
    });
    expect((await call(shared.url, 'GET', '/api/user/info', { token })).body.code).toBe(40002);
    expect((await call(shared.url, 'GET', '/api/user/info', { token })).body.code).toBe(10000);
  });

  it('answers an HTTP status', async () => {
    await ok(shared.url, 'POST', '/__test/force', {
      body: { path: '/api/home/stats', status: 503 },
    });
    const { status, body } = await call(shared.url, 'GET', '/api/home/stats');
    expect(status).toBe(503);
    expect(body.code).toBe(503);
  });

  it('holds the answer for delayMs', async () => {
    await ok(shared.url, 'POST', '/__test/force', { body: { path: '/api/config', delayMs: 300 } });
    const started = Date.now();
    expect((await call(shared.url, 'GET', '/api/config')).body.code).toBe(10000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('drops the connection', async () => {
    await ok(shared.url, 'POST', '/__test/force', { body: { path: '/api/config', drop: true } });
    await expect(fetch(`${shared.url}/api/config`)).rejects.toThrow();
    expect((await call(shared.url, 'GET', '/api/config')).body.code).toBe(10000);
  });

  it('refuses a malformed force with 1000', async () => {
    for (const body of [
      {},
      { path: 'api/x' },
      { path: '/x', status: 99 },
      { path: '/x', delayMs: -1 },
    ]) {
      expect((await call(shared.url, 'POST', '/__test/force', { body })).body.code).toBe(1000);
    }
    expect((await state()).forces).toEqual([]);
  });
});

describe('delay', () => {
  it('slows one path until cleared', async () => {
    await ok(shared.url, 'POST', '/__test/delay', { body: { ms: 3_000, path: '/api/config' } });
    const started = Date.now();
    let slowAnswered = false;
    const slow = ok(shared.url, 'GET', '/api/config').then(() => {
      slowAnswered = true;
    });
    // Another path answers while the slowed one still waits (it waits 3 s, however busy).
    await ok(shared.url, 'GET', '/api/home/stats');
    expect(slowAnswered).toBe(false);
    await slow;
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_980);
    expect((await state()).delays).toEqual({ '/api/config': 3_000 });
    await ok(shared.url, 'POST', '/__test/delay', { body: { ms: 0, path: '/api/config' } });
    expect((await state()).delays).toEqual({});
  });

  it('slows every path, and ms 0 without a path clears all', async () => {
    await ok(shared.url, 'POST', '/__test/delay', { body: { ms: 250 } });
    await ok(shared.url, 'POST', '/__test/delay', { body: { ms: 50, path: '/api/config' } });
    const started = Date.now();
    await ok(shared.url, 'GET', '/api/home/stats');
    expect(Date.now() - started).toBeGreaterThanOrEqual(230);
    await ok(shared.url, 'POST', '/__test/delay', { body: { ms: 0 } });
    expect((await state()).delays).toEqual({});
    expect((await call(shared.url, 'POST', '/__test/delay', { body: {} })).body.code).toBe(1000);
  });
});

describe('request log', () => {
  it('records API calls with method, path, lang, caller and answer, not controls', async () => {
    await ok(shared.url, 'POST', '/__test/clear-log');
    const token = await loginAs(shared.stack, 1);
    await ok(shared.url, 'GET', '/api/box/myBoxLists?page=1', { token, headers: { lang: 'ja' } });
    await call(shared.url, 'GET', '/api/user/info');
    const { requests } = await state();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/auth/nonce',
      'POST /api/login',
      'GET /api/box/myBoxLists',
      'GET /api/user/info',
    ]);
    expect(requests[2]).toMatchObject({
      query: 'page=1',
      lang: 'ja',
      address: accountAt(1).address,
      status: 200,
      code: 10000,
    });
    expect(requests[3]).toMatchObject({ lang: null, address: null, code: 1012 });
    expect(Date.parse(requests[0]!.at)).toBeGreaterThan(Date.now() - 60_000);
    await ok(shared.url, 'POST', '/__test/clear-log');
    expect((await state()).requests).toEqual([]);
  });
});

describe('reset', () => {
  it('puts the seed back', async () => {
    const token = await loginAs(shared.stack, 5);
    await ok(shared.url, 'POST', '/api/flash/exchange', {
      token,
      body: { amount: '100', minReceived: '0' },
    });
    await ok(shared.url, 'POST', '/__test/price', { body: { rwatPrice: '0.1' } });
    await ok(shared.url, 'POST', '/__test/package', { body: { id: 2, onSale: false } });
    await ok(shared.url, 'POST', '/__test/advance-day');
    await resetStack(shared.stack);
    const fresh = await loginAs(shared.stack, 5);
    expect(await ok<Balances>(shared.url, 'GET', '/api/user/balance', { token: fresh })).toEqual({
      USDT: '0',
      RWAT: '1000',
      RWAC: '0',
    });
    expect((await state()).day).toBe(0);
    const config = await ok<{ rwatPrice: string }>(shared.url, 'GET', '/api/config');
    expect(config.rwatPrice).toBe('0.5');
    const packages = await ok<{ onSale: boolean }[]>(shared.url, 'GET', '/api/box/packages', {
      token: fresh,
    });
    expect(packages.every((p) => p.onSale)).toBe(true);
  });

  it('answers unknown controls with 404', async () => {
    expect((await call(shared.url, 'POST', '/__test/nope', { body: {} })).status).toBe(404);
    expect((await call(shared.url, 'GET', '/__test/reset')).status).toBe(404);
  });

  it('refuses controls on unknown users with 1007', async () => {
    const { body } = await call(shared.url, 'POST', '/__test/disable', {
      body: { address: accountAt(9).address },
    });
    expect(body.code).toBe(1007);
  });
});

describe('without test mode', () => {
  it('answers every control with 404', async () => {
    const api = await createApiServer({
      port: 0,
      rpcUrl: shared.stack.chain.rpcUrl,
      contracts: shared.stack.contracts,
      testMode: false,
      origins: [TEST_WEB_ORIGIN],
    });
    try {
      for (const path of [
        '/__test/reset',
        '/__test/advance-day',
        '/__test/force',
        '/__test/delay',
        '/__test/disable',
        '/__test/package',
        '/__test/balance',
        '/__test/withdraw/review',
        '/__test/clear-log',
      ]) {
        expect((await call(api.url, 'POST', path, { body: {} })).status, path).toBe(404);
      }
      expect((await call(api.url, 'GET', '/__test/state')).status).toBe(404);
      expect((await call(api.url, 'GET', '/api/config')).body.code).toBe(10000);
      // Nothing a caller sends is kept: the record of requests is the tests' alone.
      expect((await call(api.url, 'GET', `/api/nope?${'x'.repeat(10_000)}`)).status).toBe(404);
      expect(api.state.requestLog).toEqual([]);
    } finally {
      await api.stop();
    }
  });
});
