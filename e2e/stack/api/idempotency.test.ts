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
  IdempotencyStore,
  readIdempotencyKey,
} from './idempotency';
import { DEFAULT_POLICY } from './policy';
import { accountAt, call, loginAs, ok, stackPerTestFile, startTestStack } from './test-stack';

const LIMITS = DEFAULT_POLICY;

const done = (data: unknown): Envelope<unknown> => ({ code: 10000, msg: 'success', data });

describe('answerOnce', () => {
  const scope = { user: '0xAbC', key: 'k1', fingerprint: 'POST /x {"a":1}' };

  it('runs the first request and replays its answer for a repeat', async () => {
    const store = new IdempotencyStore();
    let runs = 0;
    const run = async () => done(++runs);
    expect(await answerOnce(store, scope, run, LIMITS, 0)).toEqual(done(1));
    expect(await answerOnce(store, { ...scope, user: '0xabc' }, run, LIMITS, 1000)).toEqual(
      done(1),
    );
    expect(runs).toBe(1);
  });

  it('lets a repeat that arrives while the first still runs wait for the same answer', async () => {
    const store = new IdempotencyStore();
    let finish: (value: Envelope<unknown>) => void = () => {};
    let runs = 0;
    const run = () => {
      runs += 1;
      return new Promise<Envelope<unknown>>((resolve) => {
        finish = resolve;
      });
    };
    const first = answerOnce(store, scope, run, LIMITS, 0);
    const second = answerOnce(store, scope, run, LIMITS, 0);
    finish(done('once'));
    expect(await Promise.all([first, second])).toEqual([done('once'), done('once')]);
    expect(runs).toBe(1);
  });

  it('keeps a refusal as the answer too', async () => {
    const store = new IdempotencyStore();
    const refusal = { code: 1015, msg: 'Insufficient balance', data: null };
    await answerOnce(store, scope, async () => refusal, LIMITS, 0);
    expect(await answerOnce(store, scope, async () => done('x'), LIMITS, 0)).toEqual(refusal);
  });

  it('refuses the same key for another request with 1060, without running it', async () => {
    const store = new IdempotencyStore();
    await answerOnce(store, scope, async () => done(1), LIMITS, 0);
    let ran = false;
    const other = await answerOnce(
      store,
      { ...scope, fingerprint: 'POST /x {"a":2}' },
      async () => {
        ran = true;
        return done(2);
      },
      LIMITS,
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
    const store = new IdempotencyStore();
    let runs = 0;
    const run = async () => done(++runs);
    await answerOnce(store, scope, run, LIMITS, 0);
    expect(await answerOnce(store, { ...scope, user: '0xdef' }, run, LIMITS, 0)).toEqual(done(2));
    expect(await answerOnce(store, scope, run, LIMITS, IDEMPOTENCY_TTL_MS - 1)).toEqual(done(1));
    expect(await answerOnce(store, scope, run, LIMITS, IDEMPOTENCY_TTL_MS)).toEqual(done(3));
  });
});

describe('bounded memory', () => {
  const scope = (user: string, key: string) => ({ user, key, fingerprint: 'f' });

  it('keeps a user’s newest keys up to the bound, dropping their own oldest', async () => {
    const store = new IdempotencyStore();
    const limits = { idempotencyKeysPerUser: 3, idempotencyKeysCap: 100 };
    let runs = 0;
    const run = async () => done(++runs);
    for (const key of ['k1', 'k2', 'k3', 'k4', 'k5']) {
      await answerOnce(store, scope('0xA', key), run, limits, 0);
    }
    expect(store.heldBy('0xa')).toBe(3);
    expect(store.size).toBe(3);
    // The newest still replay; the oldest were let go.
    expect(await answerOnce(store, scope('0xA', 'k5'), run, limits, 0)).toEqual(done(5));
    expect(await answerOnce(store, scope('0xA', 'k1'), run, limits, 0)).toEqual(done(6));
  });

  it('makes room in a full store from the largest holder, never from a small one', async () => {
    const store = new IdempotencyStore();
    const limits = { idempotencyKeysPerUser: 10, idempotencyKeysCap: 6 };
    let runs = 0;
    const run = async () => done(++runs);
    await answerOnce(store, scope('0xB', 'mine'), run, limits, 0);
    for (let i = 0; i < 20; i += 1) {
      await answerOnce(store, scope(`0xF${i % 2}`, `flood-${i}`), run, limits, 0);
    }
    expect(store.size).toBe(6);
    expect(store.heldBy('0xb')).toBe(1);
    expect(await answerOnce(store, scope('0xB', 'mine'), run, limits, 0)).toEqual(done(1));
  });

  it('never drops a key whose request still runs: past the bound the caller gets 1001', async () => {
    const store = new IdempotencyStore();
    const limits = { idempotencyKeysPerUser: 2, idempotencyKeysCap: 100 };
    const forever = () => new Promise<Envelope<unknown>>(() => {});
    void answerOnce(store, scope('0xC', 'a'), forever, limits, 0);
    void answerOnce(store, scope('0xC', 'b'), forever, limits, 0);
    let ran = false;
    const third = await answerOnce(
      store,
      scope('0xC', 'c'),
      async () => {
        ran = true;
        return done('c');
      },
      limits,
      0,
    );
    expect(third).toEqual({
      code: 1001,
      msg: 'Requests too frequent, please retry later',
      data: null,
    });
    expect(ran).toBe(false);
    expect(store.heldBy('0xc')).toBe(2);
  });

  it('holds a hash of each request, never the request: 1 MB bodies leave a few bytes each', async () => {
    const PER_USER = 20;
    const stack = await startTestStack({
      blockIntervalMs: 0,
      policy: { idempotencyKeysPerUser: PER_USER },
    });
    try {
      const token = await loginAs(stack, 2);
      const pad = 'x'.repeat(1_000_000);
      for (let i = 0; i < PER_USER + 10; i += 1) {
        const { body } = await call(stack.api.url, 'POST', '/api/withdraw', {
          token,
          body: { symbol: 'USDT', address: accountAt(9).address, amount: '20', pad: `${i}${pad}` },
          headers: { [IDEMPOTENCY_HEADER]: `big-${i}` },
        });
        expect(body.code).toBe(1015);
      }
      const { idempotency } = stack.api.state;
      expect(idempotency.size).toBe(PER_USER);
      expect(idempotency.heldBy(accountAt(2).address)).toBe(PER_USER);
      // Everything the store keeps, the answers included, is small.
      let kept = 0;
      for (const [id, entry] of idempotency.entries) {
        expect(entry.fingerprint).toMatch(/^[0-9a-f]{64}$/);
        kept += id.length + JSON.stringify({ ...entry, answer: await entry.answer }).length;
      }
      expect(kept).toBeLessThan(PER_USER * 500);
    } finally {
      await stack.stop();
    }
  }, 120_000);

  it('by default keeps 200 keys per user and 100 000 in all', () => {
    expect(DEFAULT_POLICY.idempotencyKeysPerUser).toBe(200);
    expect(DEFAULT_POLICY.idempotencyKeysCap).toBe(100_000);
  });
});

describe('fingerprints and keys', () => {
  it('ignores key order but not values, method or path', () => {
    const a = fingerprintOf('POST', '/api/withdraw', { symbol: 'USDT', amount: '20' });
    expect(a).toMatch(/^[0-9a-f]{64}$/);
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
