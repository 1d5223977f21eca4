import { describe, expect, it } from 'vitest';
import {
  type Balances,
  type Envelope,
  IDEMPOTENCY_HEADER,
  type Page,
  type WithdrawRecord,
} from '@/lib/contract/contract';
import {
  answerOnce,
  fingerprintOf,
  IDEMPOTENCY_TTL_MS,
  type IdempotencyStore,
  readIdempotencyKey,
} from './idempotency';
import { accountAt, call, loginAs, ok, stackPerTestFile } from './test-stack';

const done = (data: unknown): Envelope<unknown> => ({ code: 10000, msg: 'success', data });

describe('answerOnce', () => {
  const scope = { user: '0xAbC', key: 'k1', fingerprint: 'POST /x {"a":1}' };

  it('runs the first request and replays its answer for a repeat', async () => {
    const store: IdempotencyStore = new Map();
    let runs = 0;
    const run = async () => done(++runs);
    expect(await answerOnce(store, scope, run, 0)).toEqual(done(1));
    expect(await answerOnce(store, { ...scope, user: '0xabc' }, run, 1000)).toEqual(done(1));
    expect(runs).toBe(1);
  });

  it('lets a repeat that arrives while the first still runs wait for the same answer', async () => {
    const store: IdempotencyStore = new Map();
    let finish: (value: Envelope<unknown>) => void = () => {};
    let runs = 0;
    const run = () => {
      runs += 1;
      return new Promise<Envelope<unknown>>((resolve) => {
        finish = resolve;
      });
    };
    const first = answerOnce(store, scope, run, 0);
    const second = answerOnce(store, scope, run, 0);
    finish(done('once'));
    expect(await Promise.all([first, second])).toEqual([done('once'), done('once')]);
    expect(runs).toBe(1);
  });

  it('keeps a refusal as the answer too', async () => {
    const store: IdempotencyStore = new Map();
    const refusal = { code: 1015, msg: 'Insufficient balance', data: null };
    await answerOnce(store, scope, async () => refusal, 0);
    expect(await answerOnce(store, scope, async () => done('x'), 0)).toEqual(refusal);
  });

  it('refuses the same key for another request with 1060, without running it', async () => {
    const store: IdempotencyStore = new Map();
    await answerOnce(store, scope, async () => done(1), 0);
    let ran = false;
    const other = await answerOnce(
      store,
      { ...scope, fingerprint: 'POST /x {"a":2}' },
      async () => {
        ran = true;
        return done(2);
      },
      0,
    );
    expect(other).toEqual({
      code: 1060,
      msg: 'This confirmation was already used for a different request.',
      data: null,
    });
    expect(ran).toBe(false);
  });

  it('keeps keys apart per user and forgets them after 24 hours', async () => {
    const store: IdempotencyStore = new Map();
    let runs = 0;
    const run = async () => done(++runs);
    await answerOnce(store, scope, run, 0);
    expect(await answerOnce(store, { ...scope, user: '0xdef' }, run, 0)).toEqual(done(2));
    expect(await answerOnce(store, scope, run, IDEMPOTENCY_TTL_MS - 1)).toEqual(done(1));
    expect(await answerOnce(store, scope, run, IDEMPOTENCY_TTL_MS)).toEqual(done(3));
  });
});

describe('fingerprints and keys', () => {
  it('ignores key order but not values, method or path', () => {
    const a = fingerprintOf('POST', '/api/withdraw', { symbol: 'USDT', amount: '20' });
    expect(fingerprintOf('post', '/api/withdraw', { amount: '20', symbol: 'USDT' })).toBe(a);
    expect(fingerprintOf('POST', '/api/withdraw', { symbol: 'USDT', amount: '21' })).not.toBe(a);
    expect(fingerprintOf('POST', '/api/transfer', { symbol: 'USDT', amount: '20' })).not.toBe(a);
  });

  it('reads the header; a missing one is null and a malformed one is 1000', () => {
    expect(readIdempotencyKey({})).toBeNull();
    expect(readIdempotencyKey({ 'idempotency-key': 'abc123' })).toBe('abc123');
    for (const bad of ['', 'has space', 'x'.repeat(256), 'é']) {
      expect(() => readIdempotencyKey({ 'idempotency-key': bad }), bad).toThrow(
        expect.objectContaining({ code: 1000 }),
      );
    }
  });
});

describe('the reference server', () => {
  const shared = stackPerTestFile();
  const target = accountAt(9).address;
  const withdrawal = { symbol: 'USDT', address: target, amount: '20' };
  const withdraw = (token: string, key: string | undefined, body: unknown = withdrawal) =>
    call<WithdrawRecord>(shared.url, 'POST', '/api/withdraw', {
      token,
      body,
      headers: key ? { [IDEMPOTENCY_HEADER]: key } : undefined,
    });
  const usdt = async (token: string) =>
    (await ok<Balances>(shared.url, 'GET', '/api/user/balance', { token })).USDT;
  const withdrawals = async (token: string) =>
    (await ok<Page<WithdrawRecord>>(shared.url, 'GET', '/api/withdraw/records', { token })).total;

  it('withdraws once for a repeated key and answers the repeat with the first answer', async () => {
    const token = await loginAs(shared.stack, 1);
    const first = await withdraw(token, 'key-1');
    const again = await withdraw(token, 'key-1', { amount: '20', address: target, symbol: 'USDT' });
    expect(first.body.code).toBe(10000);
    expect(again.body).toEqual(first.body);
    expect(await usdt(token)).toBe('980');
    expect(await withdrawals(token)).toBe(1);
  });

  it('refuses the key for a different body with 1060 and leaves the balance alone', async () => {
    const token = await loginAs(shared.stack, 1);
    await withdraw(token, 'key-1');
    const other = await withdraw(token, 'key-1', { ...withdrawal, amount: '30' });
    expect(other.body).toEqual({
      code: 1060,
      msg: 'This confirmation was already used for a different request.',
      data: null,
    });
    expect(await usdt(token)).toBe('980');
    expect(await withdrawals(token)).toBe(1);
  });

  it('acts on every request without a key, as before', async () => {
    const token = await loginAs(shared.stack, 1);
    await withdraw(token, undefined);
    await withdraw(token, undefined);
    expect(await withdrawals(token)).toBe(2);
  });

  it('keeps one user’s key apart from another’s', async () => {
    const one = await loginAs(shared.stack, 1);
    const two = await loginAs(shared.stack, 2);
    await ok(shared.url, 'POST', '/__test/balance', {
      body: { address: accountAt(2).address, symbol: 'USDT', amount: '100' },
    });
    expect((await withdraw(one, 'shared-key')).body.code).toBe(10000);
    expect((await withdraw(two, 'shared-key')).body.code).toBe(10000);
    expect(await usdt(two)).toBe('80');
  });

  it('transfers once for a repeated key', async () => {
    const token = await loginAs(shared.stack, 1);
    const body = { symbol: 'USDT', address: accountAt(5).address, amount: '5' };
    const send = () =>
      call(shared.url, 'POST', '/api/transfer', {
        token,
        body,
        headers: { [IDEMPOTENCY_HEADER]: 'transfer-key' },
      });
    expect((await send()).body.code).toBe(10000);
    expect((await send()).body.code).toBe(10000);
    expect(await usdt(token)).toBe('995');
  });

  it('refuses a malformed key with 1000 and does nothing', async () => {
    const token = await loginAs(shared.stack, 1);
    const { body } = await withdraw(token, 'x'.repeat(256));
    expect(body.code).toBe(1000);
    expect(await withdrawals(token)).toBe(0);
  });

  it('can commit a request and drop its answer; the retry with the key gets the answer', async () => {
    const token = await loginAs(shared.stack, 1);
    await ok(shared.url, 'POST', '/__test/force', {
      body: { path: '/api/withdraw', dropAfter: true },
    });
    await expect(withdraw(token, 'lost-answer')).rejects.toThrow();
    expect(await usdt(token)).toBe('980');
    const retry = await withdraw(token, 'lost-answer');
    expect(retry.body.code).toBe(10000);
    expect(retry.body.data).toMatchObject({ amount: '20', address: target });
    expect(await usdt(token)).toBe('980');
    expect(await withdrawals(token)).toBe(1);
  });
});
