import { describe, expect, it } from 'vitest';
import type {
  Balances,
  FlashExchangeRecord,
  LedgerEntry,
  Page,
  TransferRecord,
  WithdrawRecord,
} from '@/lib/contract/contract';
import { flashQuote } from './flash-math';
import { dec, fmt } from './money';
import { accountAt, call, loginAs, ok, stackPerTestFile } from './test-stack';

const shared = stackPerTestFile();

const balance = (token: string) => ok<Balances>(shared.url, 'GET', '/api/user/balance', { token });
const ledger = (token: string, query = '') =>
  ok<Page<LedgerEntry>>(shared.url, 'GET', `/api/flow/list${query}`, { token });

describe('withdraw', () => {
  const target = accountAt(9).address;

  it('deducts at once and records a withdrawal in review', async () => {
    const token = await loginAs(shared.stack, 1);
    const record = await ok<WithdrawRecord>(shared.url, 'POST', '/api/withdraw', {
      token,
      body: { symbol: 'USDT', address: target, amount: '100.5' },
    });
    expect(record).toMatchObject({ symbol: 'USDT', amount: '100.5', address: target });
    expect(record.status).toBe('review');
    expect((await balance(token)).USDT).toBe('899.5');
    const entries = await ledger(token, '?symbol=USDT');
    expect(entries.list[0]).toMatchObject({ type: 'withdraw', amount: '-100.5', symbol: 'USDT' });
    const records = await ok<Page<WithdrawRecord>>(shared.url, 'GET', '/api/withdraw/records', {
      token,
    });
    expect(records.total).toBe(1);
    expect(records.list[0]).toEqual(record);
  });

  it('accepts a lower-case address and answers it checksummed', async () => {
    const token = await loginAs(shared.stack, 1);
    const record = await ok<WithdrawRecord>(shared.url, 'POST', '/api/withdraw', {
      token,
      body: { symbol: 'USDT', address: target.toLowerCase(), amount: '10' },
    });
    expect(record.address).toBe(target);
  });

  it('refuses a bad address with 1000 "invalid address"', async () => {
    const token = await loginAs(shared.stack, 1);
    const badChecksum = target.replace('a', 'A').replace('E', 'e');
    for (const address of ['0x1234', 'hello', badChecksum]) {
      const { body } = await call(shared.url, 'POST', '/api/withdraw', {
        token,
        body: { symbol: 'USDT', address, amount: '20' },
      });
      expect(body, address).toEqual({ code: 1000, msg: 'invalid address', data: null });
    }
  });

  it('refuses the zero address and burn addresses with 1000, and keeps the balance', async () => {
    const token = await loginAs(shared.stack, 1);
    for (const [address, named] of [
      [`0x${'0'.repeat(40)}`, 'the zero address'],
      ['0x000000000000000000000000000000000000dEaD', 'a burn address'],
      ['0x0000000000000000000000000000000000000001', 'a burn address'],
      ['0xdEAD000000000000000042069420694206942069', 'a burn address'],
    ] as const) {
      const { body } = await call(shared.url, 'POST', '/api/withdraw', {
        token,
        body: { symbol: 'USDT', address, amount: '20' },
      });
      expect(body, address).toEqual({
        code: 1000,
        msg: `withdrawals to ${named} are refused: nobody can receive them`,
        data: null,
      });
    }
    expect((await balance(token)).USDT).toBe('1000');
    const records = await ok<Page<WithdrawRecord>>(shared.url, 'GET', '/api/withdraw/records', {
      token,
    });
    expect(records.total).toBe(0);
  });

  it('refuses the app’s own token and vault contracts with 1090, and keeps the balance', async () => {
    const token = await loginAs(shared.stack, 1);
    const { USDT, RWAC, vault } = shared.stack.contracts;
    for (const address of [USDT, RWAC.toLowerCase(), vault]) {
      for (const path of ['/api/withdraw', '/api/transfer']) {
        const { body } = await call(shared.url, 'POST', path, {
          token,
          body: { symbol: 'USDT', address, amount: '20' },
        });
        expect(body.code, `${path} ${address}`).toBe(1090);
      }
    }
    expect((await balance(token)).USDT).toBe('1000');
    // Any other address of the deployment (its operator, a wallet) is not refused for that.
    const { body } = await call(shared.url, 'POST', '/api/withdraw', {
      token,
      body: { symbol: 'USDT', address: accountAt(9).address, amount: '20' },
    });
    expect(body.code).toBe(10000);
  });

  it('refuses a zero, negative, float or over-precise amount with 1000', async () => {
    const token = await loginAs(shared.stack, 1);
    for (const amount of ['0', '-5', 12, '1e3', '1.0000000000000000001', '', 'abc']) {
      const { body } = await call(shared.url, 'POST', '/api/withdraw', {
        token,
        body: { symbol: 'USDT', address: target, amount },
      });
      expect(body.code, String(amount)).toBe(1000);
    }
  });

  it('refuses an unknown symbol with 1000', async () => {
    const token = await loginAs(shared.stack, 1);
    const { body } = await call(shared.url, 'POST', '/api/withdraw', {
      token,
      body: { symbol: 'BTC', address: target, amount: '20' },
    });
    expect(body.code).toBe(1000);
  });

  it('answers 1037 with the limit below the minimum', async () => {
    const token = await loginAs(shared.stack, 1);
    const { body } = await call(shared.url, 'POST', '/api/withdraw', {
      token,
      body: { symbol: 'USDT', address: target, amount: '9.99' },
    });
    expect(body).toEqual({ code: 1037, msg: 'Minimum withdrawal 10', data: { limit: '10' } });
  });

  it('answers 1015 above the balance', async () => {
    const token = await loginAs(shared.stack, 1);
    const { body } = await call(shared.url, 'POST', '/api/withdraw', {
      token,
      body: { symbol: 'RWAC', address: target, amount: '200.000000000000000001' },
    });
    expect(body).toEqual({ code: 1015, msg: 'Insufficient balance', data: null });
  });

  it('keeps the money on success and refunds on rejection or failure', async () => {
    const token = await loginAs(shared.stack, 1);
    const make = (amount: string) =>
      ok<WithdrawRecord>(shared.url, 'POST', '/api/withdraw', {
        token,
        body: { symbol: 'USDT', address: target, amount },
      });
    const a = await make('100');
    const b = await make('200');
    const c = await make('300');
    expect((await balance(token)).USDT).toBe('400');
    const review = (id: number, outcome: string) =>
      call<WithdrawRecord>(shared.url, 'POST', '/__test/withdraw/review', {
        body: { id, outcome },
      });
    expect((await review(a.id, 'success')).body.data.status).toBe('success');
    expect((await review(b.id, 'rejected')).body.data.status).toBe('rejected');
    expect((await review(c.id, 'failed')).body.data.status).toBe('failed');
    expect((await balance(token)).USDT).toBe('900');
    const refunds = (await ledger(token)).list.filter((e) => e.type === 'withdraw_refund');
    expect(refunds.map((e) => e.amount)).toEqual(['300', '200']);
    // A settled withdrawal cannot be reviewed again, so a refund is never paid twice.
    expect((await review(b.id, 'rejected')).body.code).toBe(1000);
    expect((await review(999_999, 'success')).body.code).toBe(1000);
    expect((await review(a.id, 'maybe')).body.code).toBe(1000);
    const statuses = (
      await ok<Page<WithdrawRecord>>(shared.url, 'GET', '/api/withdraw/records', { token })
    ).list.map((r) => r.status);
    expect(statuses).toEqual(['failed', 'rejected', 'success']);
  });

  it('shows a paid withdrawal with its transaction and a refused one with its reason', async () => {
    const token = await loginAs(shared.stack, 1);
    const make = () =>
      ok<WithdrawRecord>(shared.url, 'POST', '/api/withdraw', {
        token,
        body: { symbol: 'USDT', address: target, amount: '10' },
      });
    const review = (body: Record<string, unknown>) =>
      call<WithdrawRecord>(shared.url, 'POST', '/__test/withdraw/review', { body });
    const paid = await make();
    const refused = await make();
    expect(paid.txHash ?? null).toBeNull();
    const hash = `0x${'ab'.repeat(32)}`;
    // A refusal has no transaction, a payout no reason; neither is taken.
    expect((await review({ id: refused.id, outcome: 'rejected', txHash: hash })).body.code).toBe(
      1000,
    );
    expect((await review({ id: paid.id, outcome: 'success', reason: 'why' })).body.code).toBe(1000);
    expect((await review({ id: paid.id, outcome: 'success', txHash: '0x12' })).body.code).toBe(
      1000,
    );
    const long = 'x'.repeat(201);
    expect((await review({ id: refused.id, outcome: 'rejected', reason: long })).body.code).toBe(
      1000,
    );
    await review({ id: paid.id, outcome: 'success', txHash: hash });
    await review({ id: refused.id, outcome: 'rejected', reason: 'Address on a sanctions list' });
    const list = (
      await ok<Page<WithdrawRecord>>(shared.url, 'GET', '/api/withdraw/records', { token })
    ).list;
    expect(list.find((r) => r.id === paid.id)).toMatchObject({ txHash: hash, reason: null });
    expect(list.find((r) => r.id === refused.id)).toMatchObject({
      txHash: null,
      reason: 'Address on a sanctions list',
    });
  });
});

describe('transfer', () => {
  const send = (token: string, address: string, amount: string, symbol = 'USDT') =>
    call<TransferRecord>(shared.url, 'POST', '/api/transfer', {
      token,
      body: { symbol, address, amount },
    });

  it('moves money within one line and records both sides', async () => {
    const from = await loginAs(shared.stack, 1);
    const to = await loginAs(shared.stack, 5);
    const { body } = await send(from, accountAt(5).address, '12.345');
    expect(body.code).toBe(10000);
    expect(body.data).toMatchObject({
      direction: 'out',
      symbol: 'USDT',
      amount: '12.345',
      address: accountAt(5).address,
    });
    expect((await balance(from)).USDT).toBe('987.655');
    expect((await balance(to)).USDT).toBe('12.345');
    const theirs = await ok<Page<TransferRecord>>(shared.url, 'GET', '/api/transfer/records', {
      token: to,
    });
    expect(theirs.list[0]).toMatchObject({
      direction: 'in',
      amount: '12.345',
      address: accountAt(1).address,
    });
    expect((await ledger(from)).list[0]).toMatchObject({ type: 'transfer', amount: '-12.345' });
    expect((await ledger(to)).list[0]).toMatchObject({ type: 'transfer', amount: '12.345' });
  });

  it('refuses a transfer to a disabled account with 1082, moving nothing', async () => {
    const from = await loginAs(shared.stack, 1);
    const before = (await balance(from)).USDT;
    const disabled = shared.stack.api.state.users.get(accountAt(4).address.toLowerCase());
    const theirs = disabled?.balances.USDT.toFixed();
    const { body } = await send(from, accountAt(4).address, '10');
    expect(body).toEqual({ code: 1082, msg: 'The receiving account is disabled', data: null });
    expect((await balance(from)).USDT).toBe(before);
    expect(disabled?.balances.USDT.toFixed()).toBe(theirs);
  });

  it('allows a transfer up to the root and down another leg', async () => {
    const token = await loginAs(shared.stack, 6);
    expect((await send(token, accountAt(0).address, '1')).body.code).toBe(10000);
    expect((await send(token, accountAt(5).address, '1')).body.code).toBe(10000);
  });

  it('answers 1022 for a receiver who is not a user', async () => {
    const token = await loginAs(shared.stack, 1);
    const { body } = await send(token, accountAt(9).address, '5');
    expect(body).toEqual({ code: 1022, msg: 'Receiving user does not exist', data: null });
  });

  it('answers 1025 for a receiver in another line', async () => {
    const token = await loginAs(shared.stack, 1);
    expect((await send(token, accountAt(3).address, '5')).body.code).toBe(1025);
    expect((await send(token, accountAt(7).address, '5')).body.code).toBe(1025);
    expect((await send(token, accountAt(2).address, '5')).body.code).toBe(1025);
  });

  it('answers 1038 with the limit below the minimum', async () => {
    const token = await loginAs(shared.stack, 1);
    const { body } = await send(token, accountAt(5).address, '0.5');
    expect(body).toEqual({ code: 1038, msg: 'Minimum transfer 1', data: { limit: '1' } });
  });

  it('answers 1015 above the balance', async () => {
    const token = await loginAs(shared.stack, 1);
    expect((await send(token, accountAt(5).address, '500.01', 'RWAT')).body.code).toBe(1015);
  });

  it('refuses a transfer to oneself and bad input with 1000', async () => {
    const token = await loginAs(shared.stack, 1);
    expect((await send(token, accountAt(1).address, '5')).body).toEqual({
      code: 1000,
      msg: 'cannot transfer to yourself',
      data: null,
    });
    expect((await send(token, '0xabc', '5')).body.msg).toBe('invalid address');
    expect((await send(token, accountAt(5).address, '0')).body.code).toBe(1000);
    expect((await send(token, accountAt(5).address, '5', 'DOGE')).body.code).toBe(1000);
  });
});

describe('flash exchange', () => {
  /** An exchange that accepts any price (these cases are about the arithmetic). */
  const exchange = (token: string, amount: unknown, minReceived: unknown = '0') =>
    call<FlashExchangeRecord>(shared.url, 'POST', '/api/flash/exchange', {
      token,
      body: { amount, minReceived },
    });
  const setPrice = (terms: { rwatPrice?: string; flashFeeRate?: string }) =>
    ok<{ rwatPrice: string; flashFeeRate: string }>(shared.url, 'POST', '/__test/price', {
      body: terms,
    });

  it('pays gross minus a fee rounded half-up to 8 places', async () => {
    const token = await loginAs(shared.stack, 5);
    const cases: [string, string, string][] = [
      // amount, fee, received
      ['100', '2.5', '47.5'],
      ['123.456789', '3.08641973', '58.64197477'],
      ['0.0000001', '0', '0.00000005'],
      ['0.000001', '0.00000003', '0.00000047'],
      // 0.5000000000000000005 is cut to 0.5 before the fee.
      ['1.000000000000000001', '0.025', '0.475'],
    ];
    let usdt = dec(0);
    let rwat = dec(1000);
    for (const [amount, fee, received] of cases) {
      const { body } = await exchange(token, amount);
      expect(body.code, amount).toBe(10000);
      expect(body.data, amount).toMatchObject({
        type: 'RWAT_USDT',
        price: '0.5',
        quantity: amount,
        fee,
        received,
      });
      usdt = usdt.plus(received);
      rwat = rwat.minus(amount);
    }
    expect(await balance(token)).toMatchObject({ USDT: fmt(usdt), RWAT: fmt(rwat) });
    const records = await ok<Page<FlashExchangeRecord>>(shared.url, 'GET', '/api/flash/records', {
      token,
    });
    expect(records.total).toBe(cases.length);
    expect(records.list[0]?.quantity).toBe('1.000000000000000001');
  });

  it('cuts gross to 18 places before the fee', () => {
    const quote = flashQuote(dec('0.000000000000000003'), dec('0.5'), dec('0.05'));
    expect(fmt(quote.gross)).toBe('0.000000000000000001');
    expect(fmt(quote.fee)).toBe('0');
    expect(fmt(quote.received)).toBe('0.000000000000000001');
    const half = flashQuote(dec('0.0000001'), dec('0.5'), dec('0.05'));
    // 0.0000000025 rounds half-up to 0.00000000 at 8 places (the 9th digit is 2).
    expect(fmt(half.fee)).toBe('0');
    const up = flashQuote(dec('0.0000002'), dec('0.5'), dec('0.05'));
    expect(fmt(up.fee)).toBe('0.00000001');
  });

  it('writes RWAT out and USDT in to the ledger', async () => {
    const token = await loginAs(shared.stack, 5);
    await exchange(token, '10');
    const [usdtIn, rwatOut] = (await ledger(token)).list;
    expect(usdtIn).toMatchObject({ type: 'flash_exchange', symbol: 'USDT', amount: '4.75' });
    expect(rwatOut).toMatchObject({ type: 'flash_exchange', symbol: 'RWAT', amount: '-10' });
  });

  it('answers 1000 for zero or malformed amounts and 1015 above the balance', async () => {
    const token = await loginAs(shared.stack, 5);
    for (const amount of ['0', '0.0', '-1', 5, null, '1,5']) {
      expect((await exchange(token, amount)).body.code, String(amount)).toBe(1000);
    }
    expect((await exchange(token, '1000.1')).body.code).toBe(1015);
  });

  it('needs the minimum the person accepts, as a plain amount', async () => {
    const token = await loginAs(shared.stack, 5);
    const { body } = await call(shared.url, 'POST', '/api/flash/exchange', {
      token,
      body: { amount: '10' },
    });
    expect(body).toEqual({ code: 1000, msg: 'minReceived is required', data: null });
    for (const minReceived of ['-1', 4.75, '4,75', '1e2']) {
      expect((await exchange(token, '10', minReceived)).body.code, String(minReceived)).toBe(1000);
    }
    expect(await balance(token)).toMatchObject({ USDT: '0', RWAT: '1000' });
  });

  it('pays the reviewed amount, or more; refuses with 1070 and the new terms when it would pay less', async () => {
    const token = await loginAs(shared.stack, 5);
    // 10 RWAT at 0.5 with a 5 % fee: 4.75 USDT, exactly the minimum.
    expect((await exchange(token, '10', '4.75')).body.data?.received).toBe('4.75');

    await setPrice({ rwatPrice: '0.4' });
    const refused = await exchange(token, '10', '4.75');
    expect(refused.body).toEqual({
      code: 1070,
      msg: 'The price has moved: this exchange would pay less than the minimum received',
      data: { rwatPrice: '0.4', flashFeeRate: '0.05', received: '3.8' },
    });
    // Nothing moved: the balances and records are those of the first exchange.
    expect(await balance(token)).toMatchObject({ USDT: '4.75', RWAT: '990' });
    const records = await ok<Page<FlashExchangeRecord>>(shared.url, 'GET', '/api/flash/records', {
      token,
    });
    expect(records.total).toBe(1);

    // A higher fee moves it too; a better price pays what it pays now, above the minimum.
    await setPrice({ rwatPrice: '0.5', flashFeeRate: '0.06' });
    expect((await exchange(token, '10', '4.75')).body.code).toBe(1070);
    await setPrice({ rwatPrice: '0.6', flashFeeRate: '0.05' });
    expect((await exchange(token, '10', '4.75')).body.data).toMatchObject({
      price: '0.6',
      received: '5.7',
    });
  });

  it('answers a repeated key with the first answer, even after the price moved', async () => {
    const token = await loginAs(shared.stack, 5);
    const once = () =>
      call<FlashExchangeRecord>(shared.url, 'POST', '/api/flash/exchange', {
        token,
        body: { amount: '10', minReceived: '4.75' },
        headers: { 'Idempotency-Key': 'flash-price-moved-once' },
      });
    const first = await once();
    await setPrice({ rwatPrice: '0.1' });
    expect((await once()).body).toEqual(first.body);
    expect(await balance(token)).toMatchObject({ USDT: '4.75', RWAT: '990' });
  });
});

describe('price control', () => {
  it('moves the price and the fee the config answers, and refuses nonsense', async () => {
    expect(await ok(shared.url, 'POST', '/__test/price', { body: { rwatPrice: '0.42' } })).toEqual({
      rwatPrice: '0.42',
      flashFeeRate: '0.05',
    });
    const config = await ok<{ rwatPrice: string }>(shared.url, 'GET', '/api/config');
    expect(config.rwatPrice).toBe('0.42');
    for (const body of [{ rwatPrice: '0' }, { rwatPrice: 1 }, { flashFeeRate: '1' }]) {
      const { body: answer } = await call(shared.url, 'POST', '/__test/price', { body });
      expect(answer.code, JSON.stringify(body)).toBe(1000);
    }
  });
});

describe('ledger', () => {
  it('lists newest first and filters by symbol', async () => {
    const token = await loginAs(shared.stack, 1);
    const all = await ledger(token);
    expect(all.total).toBe(4);
    const ids = all.list.map((e) => e.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const usdt = await ledger(token, '?symbol=USDT');
    expect(usdt.list.map((e) => [e.type, e.amount])).toEqual([
      ['staking_order', '-100'],
      ['deposit', '1100'],
    ]);
    const paged = await ledger(token, '?page=2&size=3');
    expect(paged).toMatchObject({ total: 4, page: 2, size: 3 });
    expect(paged.list).toHaveLength(1);
  });

  it('keeps a type of a newer server, credited by the test control with the balance', async () => {
    const token = await loginAs(shared.stack, 1);
    const address = accountAt(1).address;
    const balances = await ok<Balances>(shared.url, 'POST', '/__test/ledger', {
      body: { address, type: 'mystery_bonus', symbol: 'RWAT', amount: '1' },
    });
    expect(balances.RWAT).toBe('501');
    const all = await ledger(token);
    expect(all.list[0]).toMatchObject({ type: 'mystery_bonus', symbol: 'RWAT', amount: '1' });
    for (const body of [
      { address, type: 'Mystery', symbol: 'RWAT', amount: '1' },
      { address, type: '', symbol: 'RWAT', amount: '1' },
      { address, type: 'x'.repeat(41), symbol: 'RWAT', amount: '1' },
      { address, type: 'bonus', symbol: 'BTC', amount: '1' },
      { address, type: 'bonus', symbol: 'RWAT', amount: '-1' },
    ]) {
      const { body: answer } = await call(shared.url, 'POST', '/__test/ledger', { body });
      expect(answer.code, JSON.stringify(body)).toBe(1000);
    }
  });

  it('answers 1000 for a bad symbol or page', async () => {
    const token = await loginAs(shared.stack, 1);
    for (const query of ['?symbol=BTC', '?page=0', '?page=x', '?size=-1']) {
      const { body } = await call(shared.url, 'GET', `/api/flow/list${query}`, { token });
      expect(body.code, query).toBe(1000);
    }
  });

  it('caps the page size at 50', async () => {
    const token = await loginAs(shared.stack, 1);
    expect((await ledger(token, '?size=500')).size).toBe(50);
  });
});

describe('amounts no token can hold', () => {
  // uint256's largest value in 18-decimal units, and one unit more.
  const MAX = '115792089237316195423570985008687907853269984665640564039457.584007913129639935';
  const OVER = '115792089237316195423570985008687907853269984665640564039457.584007913129639936';
  const refusal = { code: 1000, msg: 'amount is larger than a token amount can be', data: null };

  it('refuses them with 1000 wherever an amount comes in, and changes nothing', async () => {
    const token = await loginAs(shared.stack, 1);
    const before = await balance(token);
    const deposits = async () =>
      (await ok<Page<unknown>>(shared.url, 'GET', '/api/recharge/records', { token })).total;
    const ordersBefore = await deposits();
    const to = accountAt(5).address;
    for (const amount of [OVER, `1${'0'.repeat(100)}`, `${'9'.repeat(2_000)}.5`]) {
      for (const [path, body] of [
        ['/api/recharge/create', { symbol: 'USDT', amount }],
        ['/api/withdraw', { symbol: 'USDT', address: accountAt(9).address, amount }],
        ['/api/transfer', { symbol: 'USDT', address: to, amount }],
        ['/api/flash/exchange', { amount, minReceived: '0' }],
      ] as const) {
        const res = await call(shared.url, 'POST', path, { token, body });
        expect(res.body, `${path} ${amount.slice(0, 20)}`).toEqual(refusal);
      }
    }
    expect(await balance(token)).toEqual(before);
    expect(await deposits()).toBe(ordersBefore);
  });

  it('takes the largest amount a token can hold', async () => {
    const token = await loginAs(shared.stack, 1);
    const order = await ok<{ amount: string }>(shared.url, 'POST', '/api/recharge/create', {
      token,
      body: { symbol: 'USDT', amount: MAX },
    });
    expect(order.amount).toBe(MAX);
  });

  it('reads leading zeros as none: a padded small amount is that amount, not a huge one', async () => {
    const token = await loginAs(shared.stack, 1);
    const order = await ok<{ amount: string }>(shared.url, 'POST', '/api/recharge/create', {
      token,
      body: { symbol: 'USDT', amount: `${'0'.repeat(100)}5` },
    });
    expect(order.amount).toBe('5');
  });
});

describe('balance control', () => {
  it('sets a balance exactly', async () => {
    const token = await loginAs(shared.stack, 2);
    const set = await ok<Balances>(shared.url, 'POST', '/__test/balance', {
      body: { address: accountAt(2).address, symbol: 'RWAT', amount: '42.000000000000000001' },
    });
    expect(set.RWAT).toBe('42.000000000000000001');
    expect((await balance(token)).RWAT).toBe('42.000000000000000001');
    const { body } = await call(shared.url, 'POST', '/__test/balance', {
      body: { address: accountAt(9).address, symbol: 'RWAT', amount: '1' },
    });
    expect(body.code).toBe(1007);
  });
});
