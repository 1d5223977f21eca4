import { type Address, parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import type {
  Balances,
  DepositOrder,
  DepositRecord,
  LedgerEntry,
  Page,
} from '@/lib/contract/contract';
import { settleDeposit } from './deposits-watcher';
import { accountAt, call, depositFromAccount, loginAs, ok, stackPerTestFile } from './test-stack';

const shared = stackPerTestFile();

const depositOnChain = (index: number, token: Address, amount: string, orderNo: string) =>
  depositFromAccount(shared.stack, index, token, amount, orderNo);

async function recordOf(token: string, orderNo: string): Promise<DepositRecord | undefined> {
  const page = await ok<Page<DepositRecord>>(shared.url, 'GET', '/api/recharge/records?size=50', {
    token,
  });
  return page.list.find((r) => r.orderNo === orderNo);
}

async function settled(token: string, orderNo: string): Promise<DepositRecord> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const record = await recordOf(token, orderNo);
    if (record && record.status !== 'pending') return record;
    if (Date.now() > deadline) throw new Error(`deposit ${orderNo} still pending`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const create = (token: string, symbol: unknown, amount: unknown) =>
  call<DepositOrder>(shared.url, 'POST', '/api/recharge/create', {
    token,
    body: { symbol, amount },
  });

describe('deposit orders', () => {
  it('hands out unique order numbers with the token and vault', async () => {
    const token = await loginAs(shared.stack, 1);
    const a = (await create(token, 'USDT', '10')).body.data;
    const b = (await create(token, 'RWAC', '2.5')).body.data;
    expect(a).toMatchObject({
      token: shared.stack.contracts.USDT,
      vault: shared.stack.contracts.vault,
    });
    expect(b).toMatchObject({ token: shared.stack.contracts.RWAC, amount: '2.5' });
    expect(a.orderNo).toMatch(/^\d+$/);
    expect(b.orderNo).not.toBe(a.orderNo);
    expect(await recordOf(token, a.orderNo)).toMatchObject({
      status: 'pending',
      symbol: 'USDT',
      amount: '10',
    });
  });

  it('answers 1033 for RWAT or an unknown asset and 1000 for a bad amount', async () => {
    const token = await loginAs(shared.stack, 1);
    expect((await create(token, 'RWAT', '10')).body.code).toBe(1033);
    expect((await create(token, 'ETH', '10')).body.code).toBe(1033);
    expect((await create(token, 'USDT', '0')).body.code).toBe(1000);
    expect((await create(token, 'USDT', '1.5e3')).body.code).toBe(1000);
    expect((await create(token, 'USDT', 10)).body.code).toBe(1000);
  });
});

describe('deposit confirmation', () => {
  it('credits a matching vault deposit exactly once', async () => {
    const token = await loginAs(shared.stack, 2);
    const order = (await create(token, 'USDT', '123.45')).body.data;
    await depositOnChain(2, shared.stack.contracts.USDT, '123.45', order.orderNo);
    expect((await settled(token, order.orderNo)).status).toBe('success');
    // Several more polls pass; the balance and the ledger must not move again.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await ok<Balances>(shared.url, 'GET', '/api/user/balance', { token })).USDT).toBe(
      '123.45',
    );
    const entries = await ok<Page<LedgerEntry>>(shared.url, 'GET', '/api/flow/list', { token });
    expect(entries.list.filter((e) => e.type === 'deposit')).toHaveLength(1);
    expect(entries.list[0]).toMatchObject({ type: 'deposit', symbol: 'USDT', amount: '123.45' });
  });

  it('credits RWAC deposits to RWAC', async () => {
    const token = await loginAs(shared.stack, 2);
    const order = (await create(token, 'RWAC', '0.000000000000000001')).body.data;
    await depositOnChain(2, shared.stack.contracts.RWAC, '0.000000000000000001', order.orderNo);
    expect((await settled(token, order.orderNo)).status).toBe('success');
    expect((await ok<Balances>(shared.url, 'GET', '/api/user/balance', { token })).RWAC).toBe(
      '0.000000000000000001',
    );
  });

  it('credits a partial payment as what it is, and the record says so', async () => {
    const token = await loginAs(shared.stack, 2);
    const order = (await create(token, 'USDT', '10')).body.data;
    await depositOnChain(2, shared.stack.contracts.USDT, '5', order.orderNo);
    const record = await settled(token, order.orderNo);
    expect(record).toMatchObject({ status: 'success', amount: '10' });
    expect(record.paid).toEqual({ symbol: 'USDT', amount: '5' });
    expect((await ok<Balances>(shared.url, 'GET', '/api/user/balance', { token })).USDT).toBe('5');
  });

  it('credits an overpayment in full', async () => {
    const token = await loginAs(shared.stack, 2);
    const order = (await create(token, 'USDT', '50')).body.data;
    await depositOnChain(2, shared.stack.contracts.USDT, '50.000000000000000001', order.orderNo);
    expect((await settled(token, order.orderNo)).paid).toEqual({
      symbol: 'USDT',
      amount: '50.000000000000000001',
    });
    expect((await ok<Balances>(shared.url, 'GET', '/api/user/balance', { token })).USDT).toBe(
      '50.000000000000000001',
    );
  });

  it('credits a payment in another token as that token', async () => {
    const token = await loginAs(shared.stack, 2);
    const wrongToken = (await create(token, 'USDT', '5')).body.data;
    await depositOnChain(2, shared.stack.contracts.RWAC, '5', wrongToken.orderNo);
    const record = await settled(token, wrongToken.orderNo);
    expect(record).toMatchObject({ status: 'success', symbol: 'USDT' });
    expect(record.paid).toEqual({ symbol: 'RWAC', amount: '5' });
    const balances = await ok<Balances>(shared.url, 'GET', '/api/user/balance', { token });
    expect(balances).toMatchObject({ USDT: '0', RWAC: '5' });
  });

  it('ignores vault deposits with an order number it never issued', async () => {
    const token = await loginAs(shared.stack, 2);
    await depositOnChain(2, shared.stack.contracts.USDT, '1', '424242');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await ok<Balances>(shared.url, 'GET', '/api/user/balance', { token })).USDT).toBe('0');
  });
});

describe('settleDeposit', () => {
  it('applies the same event once', async () => {
    const token = await loginAs(shared.stack, 2);
    const order = (await create(token, 'USDT', '7')).body.data;
    const event = {
      orderNo: BigInt(order.orderNo),
      from: accountAt(2).address,
      amount: parseUnits('7', 18),
      token: shared.stack.contracts.USDT,
      eventId: '0xabc:0',
    };
    const usdt = () => 'USDT' as const;
    expect(settleDeposit(shared.stack.api.state, event, usdt)).toBe('success');
    expect(settleDeposit(shared.stack.api.state, event, usdt)).toBe('ignored');
    expect(settleDeposit(shared.stack.api.state, { ...event, eventId: '0xdef:1' }, usdt)).toBe(
      'ignored',
    );
    expect((await ok<Balances>(shared.url, 'GET', '/api/user/balance', { token })).USDT).toBe('7');
  });
});
