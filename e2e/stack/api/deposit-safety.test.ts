import { describe, expect, it } from 'vitest';
import type {
  Balances,
  DepositOrder,
  DepositRecord,
  LedgerEntry,
  Page,
} from '@/lib/contract/contract';
import { localTestClient } from '../chain/local-chain';
import { newOrderNo } from './order-numbers';
import { DEFAULT_POLICY } from './policy';
import { depositFromAccount, loginAs, ok, stackPerTestFile, type TestStack } from './test-stack';

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
      ['deposit-reversed', '-15'],
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
