import { describe, expect, it } from 'vitest';
import type {
  Balances,
  DepositOrder,
  DepositRecord,
  LedgerEntry,
  Page,
  WithdrawRecord,
} from '@/lib/contract/contract';
import { localTestClient } from '../chain/local-chain';
import { reviewWithdrawal } from './handlers/withdraw';
import { dec } from './money';
import { newOrderNo } from './order-numbers';
import { DEFAULT_POLICY } from './policy';
import {
  accountAt,
  call,
  depositFromAccount,
  loginAs,
  ok,
  stackPerTestFile,
  type TestStack,
} from './test-stack';

async function recordOf(
  stack: TestStack,
  token: string,
  orderNo: string,
): Promise<DepositRecord | undefined> {
  const page = await ok<Page<DepositRecord>>(
    stack.api.url,
    'GET',
    '/api/recharge/records?size=50',
    { token },
  );
  return page.list.find((r) => r.orderNo === orderNo);
}

const balanceOf = async (stack: TestStack, token: string) =>
  (await ok<Balances>(stack.api.url, 'GET', '/api/user/balance', { token })).USDT;

const createOrder = (stack: TestStack, token: string, amount: string) =>
  ok<DepositOrder>(stack.api.url, 'POST', '/api/recharge/create', {
    token,
    body: { symbol: 'USDT', amount },
  });

describe('order numbers', () => {
  it('are 128 random bits as a decimal string, not a sequence', () => {
    const numbers = Array.from({ length: 50 }, () => newOrderNo());
    for (const n of numbers) {
      expect(n).toMatch(/^\d+$/);
      expect(BigInt(n)).toBeLessThan(2n ** 128n);
    }
    expect(new Set(numbers).size).toBe(50);
    // Sequential numbers would differ by small steps; random ones almost never do.
    const steps = numbers.slice(1).map((n, i) => BigInt(n) - BigInt(numbers[i]!));
    expect(steps.filter((step) => step > 0n && step < 2n ** 64n)).toHaveLength(0);
    expect(numbers.some((n) => BigInt(n) > 2n ** 100n)).toBe(true);
  });
});

describe('confirmations and reorganisations', () => {
  // Blocks only when the test mines them, so confirmations are counted exactly.
  const shared = stackPerTestFile({ blockIntervalMs: 0 });
  const mine = (blocks: number) => localTestClient(shared.stack.chain.rpcUrl).mine({ blocks });

  it(`credits a deposit only once it has ${DEFAULT_POLICY.confirmations} confirmations`, async () => {
    expect(DEFAULT_POLICY.confirmations).toBe(2);
    const { stack } = shared;
    const token = await loginAs(stack, 2);
    const order = await createOrder(stack, token, '40');
    await depositFromAccount(stack, 2, stack.contracts.USDT, '40', order.orderNo);
    await stack.api.pollDeposits();
    expect((await recordOf(stack, token, order.orderNo))?.status).toBe('pending');
    expect(await balanceOf(stack, token)).toBe('0');
    await mine(1);
    await stack.api.pollDeposits();
    expect((await recordOf(stack, token, order.orderNo))?.status).toBe('success');
    expect(await balanceOf(stack, token)).toBe('40');
  });

  it('takes a credit back when a reorganisation drops its deposit', async () => {
    const { stack } = shared;
    const chain = localTestClient(stack.chain.rpcUrl);
    const token = await loginAs(stack, 2);
    const seeded = await loginAs(stack, 1);
    const seededBalance = await balanceOf(stack, seeded);
    const order = await createOrder(stack, token, '15');
    const snapshot = await chain.snapshot();
    await depositFromAccount(stack, 2, stack.contracts.USDT, '15', order.orderNo);
    await mine(2);
    await stack.api.pollDeposits();
    expect((await recordOf(stack, token, order.orderNo))?.status).toBe('success');
    expect(await balanceOf(stack, token)).toBe('15');

    // The chain goes back before the deposit and grows past it without it.
    await chain.revert({ id: snapshot });
    await mine(4);
    await stack.api.pollDeposits();
    expect((await recordOf(stack, token, order.orderNo))?.status).toBe('pending');
    expect(await balanceOf(stack, token)).toBe('0');
    // Seeded history was never on this chain and stays as it is.
    expect(await balanceOf(stack, seeded)).toBe(seededBalance);
    const ledger = await ok<Page<LedgerEntry>>(stack.api.url, 'GET', '/api/flow/list', { token });
    expect(ledger.list.map((e) => [e.type, e.amount])).toEqual([
      ['deposit_reversed', '-15'],
      ['deposit', '15'],
    ]);

    // The same payment made again on the new chain settles the order once.
    await depositFromAccount(stack, 2, stack.contracts.USDT, '15', order.orderNo);
    await mine(1);
    await stack.api.pollDeposits();
    expect((await recordOf(stack, token, order.orderNo))?.status).toBe('success');
    expect(await balanceOf(stack, token)).toBe('15');
  });

  it('ignores an event from another sender for someone’s order', async () => {
    const { stack } = shared;
    const victim = await loginAs(stack, 2);
    const order = await createOrder(stack, victim, '5');
    await depositFromAccount(stack, 3, stack.contracts.USDT, '5', order.orderNo);
    await mine(2);
    await stack.api.pollDeposits();
    const record = await recordOf(stack, victim, order.orderNo);
    expect(record?.status).toBe('pending');
    expect(record?.txHash).toBeNull();
    expect(await balanceOf(stack, victim)).toBe('0');
  });
});

describe('no payment is lost to a record the app gave up on', () => {
  const shared = stackPerTestFile({ blockIntervalMs: 0 });

  const cancel = (stack: TestStack, token: string, orderNo: string, reason: string) =>
    ok<DepositRecord>(stack.api.url, 'POST', '/api/recharge/cancel', {
      token,
      body: { orderNo, reason },
    });

  for (const [reason, shown] of [
    ['rejected', 'cancelled'],
    ['reverted', 'failed'],
  ] as const) {
    it(`credits the owner's payment of an order cancelled as ${reason} (${shown})`, async () => {
      const { stack } = shared;
      const token = await loginAs(stack, 2);
      const order = await createOrder(stack, token, '7');
      expect((await cancel(stack, token, order.orderNo, reason)).status).toBe(shown);

      // The wallet said no, yet the transaction went out.
      await depositFromAccount(stack, 2, stack.contracts.USDT, '7', order.orderNo);
      await localTestClient(stack.chain.rpcUrl).mine({ blocks: 1 });
      await stack.api.pollDeposits();
      const record = await recordOf(stack, token, order.orderNo);
      expect(record?.status).toBe('success');
      expect(record?.txHash).toMatch(/^0x[0-9a-f]{64}$/);
      expect(await balanceOf(stack, token)).toBe('7');
      const ledger = await ok<Page<LedgerEntry>>(stack.api.url, 'GET', '/api/flow/list', {
        token,
      });
      expect(ledger.list.map((e) => [e.type, e.symbol, e.amount])).toEqual([
        ['deposit', 'USDT', '7'],
      ]);

      // Polled again, the credit stays one.
      await localTestClient(stack.chain.rpcUrl).mine({ blocks: 2 });
      await stack.api.pollDeposits();
      expect(await balanceOf(stack, token)).toBe('7');
    });
  }

  it('still ignores another sender paying a cancelled order', async () => {
    const { stack } = shared;
    const token = await loginAs(stack, 2);
    const order = await createOrder(stack, token, '6');
    await cancel(stack, token, order.orderNo, 'rejected');
    await depositFromAccount(stack, 3, stack.contracts.USDT, '6', order.orderNo);
    await localTestClient(stack.chain.rpcUrl).mine({ blocks: 1 });
    await stack.api.pollDeposits();
    expect((await recordOf(stack, token, order.orderNo))?.status).toBe('cancelled');
    expect(await balanceOf(stack, token)).toBe('0');
  });
});

describe('unpaid orders expire', () => {
  const shared = stackPerTestFile({ blockIntervalMs: 0 });

  /**
   * The order as if it had been created `ms` earlier: the watcher reads the wall clock, so the
   * record ages instead of the test sitting out the time.
   */
  function age(stack: TestStack, orderNo: string, ms: number): void {
    const record = stack.api.state.deposits.find((d) => d.orderNo === orderNo);
    if (!record) throw new Error(`no order ${orderNo}`);
    record.createdAt = new Date(Date.parse(record.createdAt) - ms).toISOString();
  }

  it('by default after 30 minutes', () => {
    expect(DEFAULT_POLICY.orderTtlMs).toBe(30 * 60_000);
  });

  it('turns an order with no event `expired` after its time', async () => {
    const { stack } = shared;
    const token = await loginAs(stack, 2);
    const order = await createOrder(stack, token, '9');
    age(stack, order.orderNo, DEFAULT_POLICY.orderTtlMs - 60_000);
    await stack.api.pollDeposits();
    expect((await recordOf(stack, token, order.orderNo))?.status).toBe('pending');
    age(stack, order.orderNo, 60_000);
    await stack.api.pollDeposits();
    expect((await recordOf(stack, token, order.orderNo))?.status).toBe('expired');
  });

  it('still credits an expired order whose payment arrives late', async () => {
    const { stack } = shared;
    const token = await loginAs(stack, 2);
    const order = await createOrder(stack, token, '3');
    age(stack, order.orderNo, DEFAULT_POLICY.orderTtlMs);
    await stack.api.pollDeposits();
    expect((await recordOf(stack, token, order.orderNo))?.status).toBe('expired');
    await depositFromAccount(stack, 2, stack.contracts.USDT, '3', order.orderNo);
    await localTestClient(stack.chain.rpcUrl).mine({ blocks: 1 });
    await stack.api.pollDeposits();
    expect((await recordOf(stack, token, order.orderNo))?.status).toBe('success');
    expect(await balanceOf(stack, token)).toBe('3');
  });
});

describe('reconciliation keyed on the exact payment', () => {
  const shared = stackPerTestFile({ blockIntervalMs: 0 });
  const mine = (stack: TestStack, blocks: number) =>
    localTestClient(stack.chain.rpcUrl).mine({ blocks });
  const ledgerOf = async (stack: TestStack, token: string) =>
    (
      await ok<Page<LedgerEntry>>(stack.api.url, 'GET', '/api/flow/list?size=50', { token })
    ).list.map((e) => [e.type, e.symbol, e.amount]);

  it('a chain that replaces a 500 USDT payment with one of 1 wei credits the 1 wei', async () => {
    const { stack } = shared;
    const chain = localTestClient(stack.chain.rpcUrl);
    const token = await loginAs(stack, 2);
    const order = await createOrder(stack, token, '500');
    const snapshot = await chain.snapshot();
    await depositFromAccount(stack, 2, stack.contracts.USDT, '500', order.orderNo);
    await mine(stack, 2);
    await stack.api.pollDeposits();
    const credited = await recordOf(stack, token, order.orderNo);
    expect(credited?.status).toBe('success');
    expect(await balanceOf(stack, token)).toBe('500');

    // The same sender pays the same order 1 wei on the chain that wins.
    await chain.revert({ id: snapshot });
    await depositFromAccount(stack, 2, stack.contracts.USDT, '0.000000000000000001', order.orderNo);
    await mine(stack, 4);
    await stack.api.pollDeposits();
    const record = await recordOf(stack, token, order.orderNo);
    expect(record?.status).toBe('success');
    expect(record?.paid).toEqual({ symbol: 'USDT', amount: '0.000000000000000001' });
    expect(record?.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(record?.txHash).not.toBe(credited?.txHash);
    expect(await balanceOf(stack, token)).toBe('0.000000000000000001');
    expect(await ledgerOf(stack, token)).toEqual([
      ['deposit', 'USDT', '0.000000000000000001'],
      ['deposit_reversed', 'USDT', '-500'],
      ['deposit', 'USDT', '500'],
    ]);
  });

  it('a reversal beyond the balance is a debt: nothing of the asset leaves, its withdrawal is held', async () => {
    const { stack } = shared;
    const chain = localTestClient(stack.chain.rpcUrl);
    const token = await loginAs(stack, 2);
    const order = await createOrder(stack, token, '100');
    const snapshot = await chain.snapshot();
    await depositFromAccount(stack, 2, stack.contracts.USDT, '100', order.orderNo);
    await mine(stack, 2);
    await stack.api.pollDeposits();
    const withdrawal = await ok<WithdrawRecord>(stack.api.url, 'POST', '/api/withdraw', {
      token,
      body: { symbol: 'USDT', address: accountAt(2).address, amount: '100' },
    });
    expect(await balanceOf(stack, token)).toBe('0');

    await chain.revert({ id: snapshot });
    await mine(stack, 4);
    await stack.api.pollDeposits();
    const balances = await ok<Balances>(stack.api.url, 'GET', '/api/user/balance', { token });
    expect(balances).toEqual({ USDT: '0', RWAT: '0', RWAC: '0', debt: { USDT: '100' } });
    expect((await ledgerOf(stack, token))[0]).toEqual(['debt', 'USDT', '-100']);
    const withdrawals = await ok<Page<WithdrawRecord>>(
      stack.api.url,
      'GET',
      '/api/withdraw/records',
      {
        token,
      },
    );
    expect(withdrawals.list.find((w) => w.id === withdrawal.id)?.status).toBe('held');
    const refused = await call(stack.api.url, 'POST', '/api/withdraw', {
      token,
      body: { symbol: 'USDT', address: accountAt(2).address, amount: '50' },
    });
    expect(refused.body).toEqual({
      code: 1080,
      msg: 'A debt in this asset must be covered before it can be spent',
      data: { symbol: 'USDT', debt: '100' },
    });
    expect(() => reviewWithdrawal(stack.api.state, withdrawal.id, 'success')).toThrow(/held/);

    // A new deposit covers the debt first; the rest is balance, and the withdrawal is back.
    const again = await createOrder(stack, token, '130');
    await depositFromAccount(stack, 2, stack.contracts.USDT, '130', again.orderNo);
    await mine(stack, 1);
    await stack.api.pollDeposits();
    expect(await ok<Balances>(stack.api.url, 'GET', '/api/user/balance', { token })).toEqual({
      USDT: '30',
      RWAT: '0',
      RWAC: '0',
    });
    const after = await ok<Page<WithdrawRecord>>(stack.api.url, 'GET', '/api/withdraw/records', {
      token,
    });
    expect(after.list.find((w) => w.id === withdrawal.id)?.status).toBe('review');
  });

  it('transfers, exchanges and stakes of an asset in debt answer 1080', async () => {
    const { stack } = shared;
    const token = await loginAs(stack, 1);
    const user = stack.api.state.users.get(accountAt(1).address.toLowerCase());
    if (!user) throw new Error('no account 1');
    user.debts.USDT = dec('1');
    user.debts.RWAT = dec('1');
    const transfer = await call(stack.api.url, 'POST', '/api/transfer', {
      token,
      body: { symbol: 'USDT', address: accountAt(0).address, amount: '5' },
    });
    expect(transfer.body.code).toBe(1080);
    const exchange = await call(stack.api.url, 'POST', '/api/flash/exchange', {
      token,
      body: { amount: '1', minReceived: '0' },
    });
    expect(exchange.body.code).toBe(1080);
    const stake = await call(stack.api.url, 'POST', '/api/box/buy', {
      token,
      body: { packageId: 1, methodId: 1 },
    });
    expect(stake.body.code).toBe(1080);
    // Another asset moves freely.
    const rwac = await call(stack.api.url, 'POST', '/api/transfer', {
      token,
      body: { symbol: 'RWAC', address: accountAt(0).address, amount: '5' },
    });
    expect(rwac.body.code).toBe(10000);
  });
});

describe('open orders per account', () => {
  const shared = stackPerTestFile({ blockIntervalMs: 0 });

  it(`are at most ${DEFAULT_POLICY.openDepositOrders} unpaid; past that 1081, other accounts unaffected`, async () => {
    const { stack } = shared;
    const token = await loginAs(stack, 2);
    for (let i = 0; i < DEFAULT_POLICY.openDepositOrders; i += 1) {
      await createOrder(stack, token, '1');
    }
    const refused = await call(stack.api.url, 'POST', '/api/recharge/create', {
      token,
      body: { symbol: 'USDT', amount: '1' },
    });
    expect(refused.body).toEqual({
      code: 1081,
      msg: 'Too many unpaid deposit orders: pay one or let it expire first',
      data: { limit: DEFAULT_POLICY.openDepositOrders },
    });
    expect(stack.api.state.deposits.filter((d) => d.status === 'pending')).toHaveLength(
      DEFAULT_POLICY.openDepositOrders,
    );
    // One that expires makes room again.
    const first = stack.api.state.deposits.find((d) => d.status === 'pending');
    if (first) first.status = 'expired';
    await createOrder(stack, token, '1');
    expect(await createOrder(stack, await loginAs(stack, 3), '1')).toHaveProperty('orderNo');
  });
});
