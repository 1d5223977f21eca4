// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/lib/contract/contract';
import { loadingCountAtom } from '@/lib/feedback/loading';
import { toastAtom } from '@/lib/feedback/toast';
import type { Messages } from '@/lib/i18n/catalogues';
import { messagesAtom } from '@/lib/i18n/locale-state';
import {
  appStore,
  clearSession,
  getSession,
  hydrateSession,
  setSession,
} from '@/lib/session/store';
import en from '@/messages/en.json';
import { ApiError } from './api-error';
import { callerFor, inPlace } from './client';
import { onSessionEnd } from './session-end';

type Handler = (request: Request) => Response | Promise<Response>;

/** Every endpoint of the contract, as the features' callers reach theirs. */
const call = callerFor(endpoints);
const seen: Request[] = [];
const bodies: string[] = [];
let handler: Handler = () => envelope(10000, 'ok', null);

function envelope(code: number, msg: string, data: unknown, status = 200): Response {
  return new Response(JSON.stringify({ code, msg, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const emptyPage = { list: [], total: 0, page: 1, size: 10 };
const withdrawal = {
  id: 7,
  symbol: 'USDT',
  amount: '12.5',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  status: 'review',
  createdAt: '2026-01-02T03:04:05.000Z',
};

function signIn(token = 'tok-1') {
  setSession({ user: { token, address: '0xabc', pid: null }, systemLanguage: 'zh_TW' });
}

/** How often the session-end listeners ran (the shell takes the person home on each). */
let sessionEnds = 0;
onSessionEnd(() => {
  sessionEnds++;
});

beforeEach(() => {
  sessionStorage.clear();
  hydrateSession();
  clearSession();
  seen.length = 0;
  bodies.length = 0;
  appStore.set(toastAtom, null);
  // Every word in: what a toast says is the matter here, not when its words load.
  appStore.set(messagesAtom, en as Messages);
  appStore.set(loadingCountAtom, 0);
  vi.stubGlobal('fetch', async (input: Request) => {
    seen.push(input);
    bodies.push(input.method === 'POST' ? await input.clone().text() : '');
    return handler(input);
  });
  sessionEnds = 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('API client', () => {
  it('resolves with data on code 10000 and sends the token and lang headers', async () => {
    signIn();
    handler = () => envelope(10000, 'ok', { USDT: '1', RWAT: '2', RWAC: '3' });
    await expect(call('GET /api/user/balance', {})).resolves.toEqual({
      USDT: '1',
      RWAT: '2',
      RWAC: '3',
    });
    const req = seen[0]!;
    expect(req.headers.get('authorization')).toBe('Bearer tok-1');
    expect(req.headers.get('lang')).toBe('zh_TW');
    expect(new URL(req.url).pathname).toBe('/api/user/balance');
  });

  it('sends GET requests as query strings and POST requests as JSON', async () => {
    signIn();
    handler = (request) =>
      request.method === 'GET'
        ? envelope(10000, 'ok', emptyPage)
        : envelope(10000, 'ok', withdrawal);
    await call('GET /api/team/members', { type: 'direct', page: 2, size: 10 });
    expect(new URL(seen[0]!.url).search).toBe('?type=direct&page=2&size=10');
    await call('POST /api/withdraw', { symbol: 'USDT', address: '0xabc', amount: '12.5' });
    expect(seen[1]!.method).toBe('POST');
    expect(JSON.parse(bodies[1]!)).toEqual({ symbol: 'USDT', address: '0xabc', amount: '12.5' });
  });

  it.each([
    ['an amount as a number', { USDT: 1, RWAT: '2', RWAC: '3' }],
    ['a missing field', { USDT: '1', RWAT: '2' }],
    ['a float written as text', { USDT: '1e3', RWAT: '2', RWAC: '3' }],
    ['null instead of the object', null],
  ])('turns %s in data into a bad-response error with the clear message', async (_, data) => {
    signIn();
    handler = () => envelope(10000, 'ok', data);
    const error = await call('GET /api/user/balance', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'bad-response',
      userMessage: { key: 'errors.unexpectedAnswer' },
    });
    expect(appStore.get(toastAtom)?.content).toEqual({ key: 'errors.unexpectedAnswer' });
  });

  it('says a money request answered unreadably may have gone through, never that nothing changed', async () => {
    signIn();
    const request = { symbol: 'USDT', address: '0xabc', amount: '12.5' } as const;
    handler = () => envelope(10000, 'ok', { ...withdrawal, amount: 12.5 });
    const wrongShape = await call('POST /api/withdraw', request, { idempotencyKey: 'k1' }).catch(
      (e: unknown) => e,
    );
    expect(wrongShape).toMatchObject({
      kind: 'bad-response',
      userMessage: { key: 'errors.outcomeUnknown' },
    });
    // Its review says so and keeps saying it: no toast that is gone in two seconds.
    expect(appStore.get(toastAtom)).toBeNull();
    handler = () => new Response('<html>proxy error</html>', { status: 200 });
    const notJson = await call('POST /api/withdraw', request, { idempotencyKey: 'k1' }).catch(
      (e: unknown) => e,
    );
    expect(notJson).toMatchObject({
      kind: 'bad-response',
      userMessage: { key: 'errors.outcomeUnknown' },
    });
  });

  it('refuses null for a list, and a list item of the wrong shape', async () => {
    signIn();
    handler = () => envelope(10000, 'ok', { ...emptyPage, list: null });
    const nullList = await call('GET /api/withdraw/records', {}, { toast: false }).catch(
      (e: unknown) => e,
    );
    expect(nullList).toMatchObject({
      kind: 'bad-response',
      message: expect.stringContaining('list'),
    });
    handler = () => envelope(10000, 'ok', { ...emptyPage, list: [{ ...withdrawal, id: '7' }] });
    const badItem = await call('GET /api/withdraw/records', {}, { toast: false }).catch(
      (e: unknown) => e,
    );
    expect(badItem).toMatchObject({
      kind: 'bad-response',
      message: expect.stringContaining('list.0.id'),
    });
  });

  it('accepts extra fields of a newer server and ledger types it does not know', async () => {
    signIn();
    const entry = {
      id: 1,
      type: 'mystery_bonus',
      symbol: 'RWAT',
      amount: '-1.5',
      createdAt: '2026-01-02T03:04:05.000Z',
      note: 'new field',
    };
    handler = () => envelope(10000, 'ok', { ...emptyPage, list: [entry], total: 1, extra: true });
    const page = await call('GET /api/flow/list', {});
    expect(page.list[0]).toMatchObject({ type: 'mystery_bonus', amount: '-1.5' });
  });

  it('rejects any other code with an ApiError and toasts its message', async () => {
    signIn();
    handler = () => envelope(1015, 'Insufficient balance', null);
    const error = await call('POST /api/box/buy', { packageId: 1, methodId: 1 }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(1015);
    expect(appStore.get(toastAtom)?.content).toEqual({ key: 'errors.insufficientBalance' });
  });

  it('leaves a money request without an answer to its review, with no toast', async () => {
    signIn();
    const request = { symbol: 'USDT', address: '0xabc', amount: '12.5' } as const;
    handler = () => {
      throw new TypeError('Failed to fetch');
    };
    const lost = await call('POST /api/withdraw', request, { idempotencyKey: 'k2' }).catch(
      (e: unknown) => e,
    );
    expect(lost).toMatchObject({ kind: 'network', userMessage: { key: 'errors.outcomeUnknown' } });
    handler = () => new Response('bad gateway', { status: 502 });
    const gateway = await call('POST /api/withdraw', request, { idempotencyKey: 'k2' }).catch(
      (e: unknown) => e,
    );
    expect(gateway).toMatchObject({ kind: 'http', userMessage: { key: 'errors.outcomeUnknown' } });
    expect(appStore.get(toastAtom)).toBeNull();
  });

  it('leaves a moved price to the exchange’s review, with no toast', async () => {
    signIn();
    const moved = { rwatPrice: '0.4', flashFeeRate: '0.05', received: '3.8' };
    handler = () => envelope(1070, 'price moved', moved);
    const error = await call(
      'POST /api/flash/exchange',
      { amount: '10', minReceived: '4.75' },
      { idempotencyKey: 'k3' },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'code', code: 1070, data: moved });
    expect(appStore.get(toastAtom)).toBeNull();
  });

  it('stays silent with toast: false but still rejects', async () => {
    signIn();
    handler = () => envelope(1041, 'sold out', null);
    await expect(
      call('POST /api/box/buy', { packageId: 1, methodId: 1 }, { toast: false }),
    ).rejects.toThrow();
    expect(appStore.get(toastAtom)).toBeNull();
  });

  it('fills 1037 with the limit the server sent', async () => {
    signIn();
    handler = () => envelope(1037, 'minimum withdrawal 10', { limit: '10' });
    await expect(
      call('POST /api/withdraw', { symbol: 'USDT', address: '0xabc', amount: '1' }),
    ).rejects.toThrow();
    expect(appStore.get(toastAtom)?.content).toEqual({
      key: 'errors.minWithdraw',
      // An amount, written in the reader's language when the toast shows it.
      amounts: { limit: '10' },
    });
  });

  it('shows a localised request-failed message on a network failure or a non-2xx status', async () => {
    handler = () => {
      throw new TypeError('Failed to fetch');
    };
    const error = await call('GET /api/home/stats', {}).catch((e) => e);
    expect(error.kind).toBe('network');
    expect(appStore.get(toastAtom)?.content).toEqual({ key: 'errors.requestFailed' });

    handler = () => new Response('oops', { status: 502 });
    const httpError = await call('GET /api/home/stats', {}).catch((e) => e);
    expect(httpError.kind).toBe('http');
    expect(httpError.code).toBe(502);
  });

  it('treats a body that is not the envelope as a failure', async () => {
    handler = () => new Response('<html>proxy error</html>', { status: 200 });
    const error = await call('GET /api/home/stats', {}).catch((e) => e);
    expect(error.kind).toBe('bad-response');
  });

  it('shows the overlay during a call, except for a read shown in place', async () => {
    signIn();
    let during = -1;
    handler = (request) => {
      during = appStore.get(loadingCountAtom);
      const balances = { USDT: '1', RWAT: '2', RWAC: '3' };
      return request.url.includes('myBoxLists')
        ? envelope(10000, 'ok', {
            ...emptyPage,
            remainingBoost: '0',
            dailyIncome: '0',
            todayOutput: '0',
          })
        : envelope(10000, 'ok', balances);
    };
    await call('GET /api/user/balance', {});
    expect(during).toBe(1);
    await call('GET /api/box/myBoxLists', { page: 1 }, inPlace());
    expect(during).toBe(0);
    expect(appStore.get(loadingCountAtom)).toBe(0);
  });

  it('hides the overlay after a failure too', async () => {
    handler = () => {
      throw new TypeError('Failed to fetch');
    };
    await call('GET /api/home/stats', {}).catch(() => {});
    expect(appStore.get(loadingCountAtom)).toBe(0);
  });

  it('on 40002 toasts, then after 0.5 s clears the session and ends it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    signIn();
    handler = () => envelope(40002, 'elsewhere', null);
    await expect(call('GET /api/user/balance', {})).rejects.toThrow();
    expect(appStore.get(toastAtom)?.content).toEqual({ key: 'errors.loggedInElsewhere' });
    expect(getSession().user?.token).toBe('tok-1');
    vi.advanceTimersByTime(499);
    expect(getSession().user?.token).toBe('tok-1');
    vi.advanceTimersByTime(1);
    expect(getSession().user).toBeNull();
    expect(sessionEnds).toBe(1);
  });

  it('with no token, a needs-login call never reaches the server and ends the session', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await expect(call('GET /api/user/balance', {})).rejects.toMatchObject({ kind: 'no-token' });
    expect(seen).toHaveLength(0);
    vi.advanceTimersByTime(500);
    expect(sessionEnds).toBe(1);
  });

  it('on 1004 clears the session and ends it at once, even for a silent call', async () => {
    signIn();
    handler = () => envelope(1004, 'expired', null);
    await expect(call('GET /api/user/balance', {}, { toast: false })).rejects.toThrow();
    expect(getSession().user).toBeNull();
    expect(appStore.get(toastAtom)?.content).toEqual({ key: 'errors.loginExpired' });
    expect(sessionEnds).toBe(1);
  });

  it('1000 shows the server text as plain text', async () => {
    handler = () => envelope(1000, '<b>Server says no</b>', null);
    await expect(call('GET /api/config', {})).rejects.toThrow();
    expect(appStore.get(toastAtom)?.content).toEqual({ text: '<b>Server says no</b>' });
  });
});

describe('API client timeout', () => {
  it('gives up after the request timeout with a localised timeout message', async () => {
    (window as { __RWAT_TEST_TIMING__?: object }).__RWAT_TEST_TIMING__ = { requestTimeoutMs: 50 };
    handler = (request) =>
      new Promise<Response>((_, reject) => {
        request.signal.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      });
    const error = await call('GET /api/home/stats', {}).catch((e) => e);
    expect(error.kind).toBe('timeout');
    expect(appStore.get(toastAtom)?.content).toEqual({ key: 'errors.timeout' });
    expect(appStore.get(loadingCountAtom)).toBe(0);
    delete (window as { __RWAT_TEST_TIMING__?: object }).__RWAT_TEST_TIMING__;
  });
});
