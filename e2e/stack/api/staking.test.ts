import { describe, expect, it } from 'vitest';
import { REWARD_TYPES } from '@/lib/contract/areas/staking';
import type {
  Balances,
  Earnings,
  LedgerEntry,
  NetworkStats,
  Page,
  RewardType,
  StakingMethod,
  StakingOrder,
  StakingOrdersPage,
  StakingPackage,
} from '@/lib/contract/contract';
import { dec } from './money';
import { accountAt, call, loginAs, ok, stackPerTestFile } from './test-stack';

const shared = stackPerTestFile();

const buy = (token: string, packageId: unknown, methodId: unknown = 1, rwatCost?: string) =>
  call<StakingOrder>(shared.url, 'POST', '/api/box/buy', {
    token,
    body: { packageId, methodId, ...(rwatCost === undefined ? {} : { rwatCost }) },
  });
const balance = (token: string) => ok<Balances>(shared.url, 'GET', '/api/user/balance', { token });
const myOrders = (token: string, query = '') =>
  ok<StakingOrdersPage>(shared.url, 'GET', `/api/box/myBoxLists${query}`, { token });
const ledger = (token: string) =>
  ok<Page<LedgerEntry>>(shared.url, 'GET', '/api/flow/list?size=50', { token });
const advanceDay = () =>
  ok<{ day: number; entries: number }>(shared.url, 'POST', '/__test/advance-day');

/** 1 USDT a day per 100 U, up to twice the price: 200 days. */
const terms = (dailyOutput: string, outputCap: string) => ({
  dailyOutput,
  outputCap,
  days: 200,
  outputAsset: 'USDT',
});

describe('catalogue', () => {
  it('lists three packages on sale and two methods', async () => {
    const token = await loginAs(shared.stack, 1);
    expect(await ok<StakingPackage[]>(shared.url, 'GET', '/api/box/packages', { token })).toEqual([
      { id: 1, size: 'small', price: '100', onSale: true, stock: 50, ...terms('1', '200') },
      { id: 2, size: 'medium', price: '500', onSale: true, stock: 50, ...terms('5', '1000') },
      { id: 3, size: 'large', price: '1000', onSale: true, stock: 50, ...terms('10', '2000') },
    ]);
    expect(await ok<StakingMethod[]>(shared.url, 'GET', '/api/box/methods', { token })).toEqual([
      { id: 1, kind: 'usdt' },
      { id: 2, kind: 'usdt_rwat' },
    ]);
  });
});

describe('buying', () => {
  it('pays in USDT, makes an active order with twice the amount to produce', async () => {
    const token = await loginAs(shared.stack, 1);
    const { body } = await buy(token, 1);
    expect(body.code).toBe(10000);
    expect(body.data).toMatchObject({
      type: 'small',
      amount: '100',
      remainingOutput: '200',
      status: 'active',
    });
    expect((await balance(token)).USDT).toBe('900');
    expect((await ledger(token)).list[0]).toMatchObject({
      type: 'staking_order',
      symbol: 'USDT',
      amount: '-100',
    });
    const packages = await ok<StakingPackage[]>(shared.url, 'GET', '/api/box/packages', { token });
    expect(packages[0]?.stock).toBe(49);
  });

  it('pays half in USDT and half in RWAT at the RWAT price', async () => {
    const token = await loginAs(shared.stack, 1);
    expect((await buy(token, 2, 2, '500')).body.code).toBe(10000);
    expect(await balance(token)).toMatchObject({ USDT: '750', RWAT: '0' });
    const [rwat, usdt] = (await ledger(token)).list;
    expect(rwat).toMatchObject({ type: 'staking_order', symbol: 'RWAT', amount: '-500' });
    expect(usdt).toMatchObject({ type: 'staking_order', symbol: 'USDT', amount: '-250' });
  });

  it('charges exactly the RWAT that was reviewed, or buys nothing and says the new terms', async () => {
    const token = await loginAs(shared.stack, 1);
    const before = await balance(token);
    // Reviewed at 0.5 (100 RWAT); the price is now 0.4: 125 RWAT.
    await ok(shared.url, 'POST', '/__test/price', { body: { rwatPrice: '0.4' } });
    try {
      const moved = await buy(token, 1, 2, '100');
      expect(moved.body).toMatchObject({ code: 1071, data: { rwatPrice: '0.4', rwatCost: '125' } });
      // A lower cost is another purchase too: only the amount reviewed is charged.
      expect((await buy(token, 1, 2, '200')).body.code).toBe(1071);
      expect(await balance(token)).toEqual(before);
      expect((await buy(token, 1, 2, '125')).body.code).toBe(10000);
      const [rwat] = (await ledger(token)).list;
      expect(rwat).toMatchObject({ type: 'staking_order', symbol: 'RWAT', amount: '-125' });
    } finally {
      await ok(shared.url, 'POST', '/__test/price', { body: { rwatPrice: '0.5' } });
    }
  });

  it('refuses a purchase paid half in RWAT without its reviewed cost, and a cost for the USDT method', async () => {
    const token = await loginAs(shared.stack, 1);
    expect((await buy(token, 1, 2)).body).toMatchObject({
      code: 1000,
      msg: 'rwatCost is required',
    });
    expect((await buy(token, 1, 1, '0')).body).toMatchObject({
      code: 1000,
      msg: 'rwatCost is only for the method paid half in RWAT',
    });
  });

  it('raises the performance of the buyer and every upline', async () => {
    const token = await loginAs(shared.stack, 6);
    const before0 = await ok<{ teamPerformance: string }>(shared.url, 'GET', '/api/team/stats', {
      token: await loginAs(shared.stack, 0),
    });
    await ok(shared.url, 'POST', '/__test/balance', {
      body: { address: accountAt(6).address, symbol: 'USDT', amount: '1000' },
    });
    expect((await buy(token, 3)).body.code).toBe(10000);
    const mine = await ok<{ personalPerformance: string }>(shared.url, 'GET', '/api/team/stats', {
      token,
    });
    expect(mine.personalPerformance).toBe('1500');
    const a1 = await ok<{ teamPerformance: string }>(shared.url, 'GET', '/api/team/stats', {
      token: await loginAs(shared.stack, 1),
    });
    expect(a1.teamPerformance).toBe('2500');
    const after0 = await ok<{ teamPerformance: string }>(shared.url, 'GET', '/api/team/stats', {
      token: await loginAs(shared.stack, 0),
    });
    expect(dec(after0.teamPerformance).minus(before0.teamPerformance).toFixed()).toBe('1000');
  });

  it('answers 1040 for an unknown package or one off sale', async () => {
    const token = await loginAs(shared.stack, 1);
    expect((await buy(token, 99)).body).toEqual({
      code: 1040,
      msg: 'Package missing or taken off sale',
      data: null,
    });
    await ok(shared.url, 'POST', '/__test/package', { body: { id: 1, onSale: false } });
    expect((await buy(token, 1)).body.code).toBe(1040);
  });

  it('answers 1041 when sold out', async () => {
    const token = await loginAs(shared.stack, 1);
    const pkg = await ok<StakingPackage>(shared.url, 'POST', '/__test/package', {
      body: { id: 1, stock: 0 },
    });
    expect(pkg.stock).toBe(0);
    expect((await buy(token, 1)).body).toEqual({ code: 1041, msg: 'Package sold out', data: null });
  });

  it('answers 1042 past five active purchases', async () => {
    const token = await loginAs(shared.stack, 1);
    // Account 1 starts with one active order.
    for (let i = 0; i < 4; i++) expect((await buy(token, 1)).body.code).toBe(10000);
    expect((await buy(token, 1)).body).toEqual({
      code: 1042,
      msg: 'Insufficient quota',
      data: null,
    });
    expect((await balance(token)).USDT).toBe('600');
  });

  it('answers 1015 without enough USDT or RWAT', async () => {
    expect((await buy(await loginAs(shared.stack, 2), 1)).body.code).toBe(1015);
    const token = await loginAs(shared.stack, 6);
    expect((await buy(token, 1, 2, '100')).body.code).toBe(1015);
    expect((await balance(token)).USDT).toBe('300');
  });

  it('answers 1000 for an unknown method or malformed ids', async () => {
    const token = await loginAs(shared.stack, 1);
    expect((await buy(token, 1, 3)).body.msg).toBe('unknown staking method');
    expect((await buy(token, 'abc')).body.code).toBe(1000);
    expect((await buy(token, 1.5)).body.code).toBe(1000);
    expect((await buy(token, -1)).body.code).toBe(1000);
  });
});

describe('my orders', () => {
  it('pages newest first with the summary', async () => {
    const token = await loginAs(shared.stack, 1);
    await buy(token, 2);
    const page = await myOrders(token);
    expect(page.list.map((o) => o.type)).toEqual(['medium', 'small']);
    expect(page).toMatchObject({
      total: 2,
      page: 1,
      size: 10,
      remainingBoost: '1200',
      dailyIncome: '6',
      todayOutput: '0',
    });
    const second = await myOrders(token, '?page=2&size=1');
    expect(second.list.map((o) => o.type)).toEqual(['small']);
  });
});

describe('advance a day', () => {
  it('pays static output and every reward, and grants airdrops', async () => {
    const t1 = await loginAs(shared.stack, 1);
    const t0 = await loginAs(shared.stack, 0);
    await buy(t1, 1);
    const summary = await advanceDay();
    expect(summary.day).toBe(1);
    expect(summary.entries).toBeGreaterThan(0);

    const orders = await myOrders(t1);
    expect(orders.todayOutput).toBe('2');
    expect(orders.list[0]).toMatchObject({ type: 'airdrop', amount: '10', remainingOutput: '20' });
    expect(orders.list.slice(1).map((o) => o.remainingOutput)).toEqual(['199', '199']);
    // 2 from the two orders, plus the level-1 reward on the team's 15 of static output.
    const mine = (await ledger(t1)).list.map((e) => [e.type, e.amount]);
    expect(mine.slice(0, 4)).toEqual([
      ['staking_order', '-10'],
      ['platform', '10'],
      ['level_reward', '0.75'],
      ['static_output', '2'],
    ]);
    expect((await balance(t1)).USDT).toBe('902.75');

    // Oldest first, so the newest entry of each type wins.
    const root = new Map(
      (await ledger(t0)).list.reverse().map((e) => [`${e.type} ${e.symbol}`, e.amount]),
    );
    expect(root.get('static_output USDT')).toBe('10');
    expect(root.get('direct_reward USDT')).toBe('5');
    expect(root.get('community_reward USDT')).toBe('2');
    expect(root.get('level_reward USDT')).toBe('16.7');
    expect(root.get('node_dividend USDT')).toBe('8.9');
    expect(root.get('platform USDT')).toBe('10');
  });

  it('ends an order once it has produced its cap', async () => {
    const token = await loginAs(shared.stack, 1);
    const seeded = shared.stack.api.state.orders.find((o) => o.owner === accountAt(1).address);
    if (!seeded) throw new Error('account 1 has no seeded order');
    seeded.remainingOutput = dec('0.4');
    await advanceDay();
    const orders = await myOrders(token);
    const ended = orders.list.find((o) => o.id === seeded.id);
    expect(ended).toMatchObject({ status: 'ended', remainingOutput: '0' });
    expect(orders.todayOutput).toBe('0.4');
    await advanceDay();
    expect((await myOrders(token)).list.find((o) => o.id === seeded.id)?.status).toBe('ended');
  });

  it('does not count airdrops against the purchase quota', async () => {
    const token = await loginAs(shared.stack, 1);
    await advanceDay();
    await advanceDay();
    for (let i = 0; i < 4; i++) expect((await buy(token, 1)).body.code).toBe(10000);
    expect((await buy(token, 1)).body.code).toBe(1042);
  });

  it("credits each day exactly a package's stated daily output, up to its stated cap", async () => {
    const token = await loginAs(shared.stack, 2);
    const packages = await ok<StakingPackage[]>(shared.url, 'GET', '/api/box/packages', { token });
    const large = packages.find((p) => p.size === 'large');
    if (!large) throw new Error('no large package');
    // Account 2 has no order and no team: the day's output is the new order's alone.
    await ok(shared.url, 'POST', '/__test/balance', {
      body: { address: accountAt(2).address, symbol: 'USDT', amount: '5000' },
    });
    expect((await buy(token, large.id)).body.data).toMatchObject({
      amount: large.price,
      remainingOutput: large.outputCap,
    });
    await advanceDay();
    const page = await myOrders(token, '?status=active');
    const bought = page.list.find((o) => o.type === 'large');
    expect(bought?.remainingOutput).toBe(dec(large.outputCap).minus(large.dailyOutput).toFixed());
    expect((await ledger(token)).list.find((e) => e.type === 'static_output')?.amount).toBe(
      large.dailyOutput,
    );
    expect(dec(large.dailyOutput).times(large.days).gte(large.outputCap)).toBe(true);
  });

  it('sums the last 30 days of output per UTC day and reward type', async () => {
    const t0 = await loginAs(shared.stack, 0);
    await advanceDay();
    await advanceDay();
    const { asset, days } = await ok<Earnings>(shared.url, 'GET', '/api/box/earnings', {
      token: t0,
    });
    expect(asset).toBe('USDT');
    expect(days).toHaveLength(30);
    expect(days.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
    expect(days.slice(0, -1).every((d) => d.rewards.length === 0)).toBe(true);
    const rewardTypes: readonly string[] = REWARD_TYPES;
    const entries = (await ledger(t0)).list.filter((e) => rewardTypes.includes(e.type));
    const byType = new Map<string, string>();
    for (const e of entries)
      byType.set(
        e.type,
        dec(byType.get(e.type) ?? '0')
          .plus(e.amount)
          .toFixed(),
      );
    expect(days.at(-1)?.rewards).toEqual(
      [...byType]
        .map(([type, amount]) => ({ type, amount }))
        .sort(
          (a, b) =>
            REWARD_TYPES.indexOf(a.type as RewardType) - REWARD_TYPES.indexOf(b.type as RewardType),
        ),
    );
  });

  it('updates the network totals', async () => {
    const before = await ok<NetworkStats>(shared.url, 'GET', '/api/home/stats');
    expect(before).toEqual({
      totalStakedValue: '17700',
      totalStakedQuantity: '34',
      totalHashPower: '177',
    });
    await buy(await loginAs(shared.stack, 1), 1);
    const after = await ok<NetworkStats>(shared.url, 'GET', '/api/home/stats');
    expect(after).toEqual({
      totalStakedValue: '17800',
      totalStakedQuantity: '35',
      totalHashPower: '178',
    });
  });
});
