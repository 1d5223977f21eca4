import { describe, expect, it } from 'vitest';
import type { Page, TeamMember, TeamStats, UserDetail } from '@/lib/contract/contract';
import { generatedMember } from './demo-accounts';
import { downlineOf } from './referral';
import { type User, userKey } from './state';
import { accountAt, call, loginAs, ok, stackPerTestFile } from './test-stack';

const shared = stackPerTestFile();

const members = (token: string, query: string) =>
  ok<Page<TeamMember>>(shared.url, 'GET', `/api/team/members${query}`, { token });

describe('team', () => {
  it('reports the root node with a large team', async () => {
    const token = await loginAs(shared.stack, 0);
    expect(await ok<TeamStats>(shared.url, 'GET', '/api/team/stats', { token })).toEqual({
      directCount: 26,
      teamCount: 34,
      personalPerformance: '1000',
      teamPerformance: '16600',
      // The largest leg (generated member 0 and below, 3300) does not count.
      communityPerformance: '13300',
      identity: 'node',
    });
  });

  it('reports an ordinary member', async () => {
    const token = await loginAs(shared.stack, 1);
    expect(await ok<TeamStats>(shared.url, 'GET', '/api/team/stats', { token })).toEqual({
      directCount: 1,
      teamCount: 2,
      personalPerformance: '100',
      teamPerformance: '1500',
      communityPerformance: '0',
      identity: 'member',
    });
  });

  it('pages the direct members over three pages without repeats', async () => {
    const token = await loginAs(shared.stack, 0);
    const pages = [
      await members(token, '?type=direct&page=1'),
      await members(token, '?type=direct&page=2'),
      await members(token, '?type=direct&page=3'),
      await members(token, '?type=direct&page=4'),
    ];
    expect(pages.map((p) => p.list.length)).toEqual([10, 10, 6, 0]);
    expect(pages.every((p) => p.total === 26 && p.size === 10)).toBe(true);
    const addresses = pages.flatMap((p) => p.list.map((m) => m.address));
    expect(new Set(addresses).size).toBe(26);
    expect(addresses).toContain(accountAt(1).address);
    expect(addresses).not.toContain(generatedMember(23));
  });

  it('lists every level under type=team, with each leg as performance', async () => {
    const token = await loginAs(shared.stack, 0);
    const all = await members(token, '?type=team&size=50');
    expect(all.total).toBe(34);
    expect(all.list).toHaveLength(34);
    const deep = all.list.find((m) => m.address === generatedMember(27));
    expect(deep).toMatchObject({ identity: 'member', performance: '100' });
    const leg = all.list.find((m) => m.address === generatedMember(0));
    expect(leg).toMatchObject({ identity: 'node', performance: '3300' });
  });

  it('defaults to direct and refuses a bad type with 1000', async () => {
    const token = await loginAs(shared.stack, 1);
    const direct = await members(token, '');
    expect(direct.list.map((m) => m.address)).toEqual([accountAt(6).address]);
    const { body } = await call(shared.url, 'GET', '/api/team/members?type=all', { token });
    expect(body.code).toBe(1000);
  });
});

describe('bind referrer', () => {
  const bind = (token: string, referrer: unknown) =>
    call<UserDetail>(shared.url, 'POST', '/api/user/bind', { token, body: { referrer } });

  it('binds once, after which transfers within the new line work', async () => {
    const token = await loginAs(shared.stack, 2);
    const { body } = await bind(token, accountAt(0).address);
    expect(body.code).toBe(10000);
    expect(body.data.pid).toBe(accountAt(0).address);
    expect((await ok<UserDetail>(shared.url, 'GET', '/api/user/info', { token })).pid).toBe(
      accountAt(0).address,
    );
    const again = await bind(token, accountAt(3).address);
    expect(again.body).toEqual({ code: 1083, msg: 'A referrer is already bound', data: null });
    const stats = await ok<TeamStats>(shared.url, 'GET', '/api/team/stats', {
      token: await loginAs(shared.stack, 0),
    });
    expect(stats.directCount).toBe(27);
    await ok(shared.url, 'POST', '/__test/balance', {
      body: { address: accountAt(2).address, symbol: 'USDT', amount: '5' },
    });
    const transfer = await call(shared.url, 'POST', '/api/transfer', {
      token,
      body: { symbol: 'USDT', address: accountAt(1).address, amount: '5' },
    });
    expect(transfer.body.code).toBe(10000);
  });

  it('answers 1010 for an address that is not a user', async () => {
    const token = await loginAs(shared.stack, 2);
    expect((await bind(token, accountAt(9).address)).body).toEqual({
      code: 1010,
      msg: 'Inviting user does not exist',
      data: null,
    });
  });

  it('refuses oneself and malformed input with 1000, one of one’s own team with 1084', async () => {
    const t2 = await loginAs(shared.stack, 2);
    expect((await bind(t2, accountAt(2).address)).body.msg).toBe('cannot bind yourself');
    expect((await bind(t2, 'nope')).body.msg).toBe('invalid address');
    expect((await bind(t2, undefined)).body.code).toBe(1000);
    const t3 = await loginAs(shared.stack, 3);
    expect((await bind(t3, accountAt(7).address)).body).toEqual({
      code: 1084,
      msg: 'The referrer is a member of your own team',
      data: null,
    });
    const t0 = await loginAs(shared.stack, 0);
    expect((await bind(t0, generatedMember(27))).body.code).toBe(1084);
  });
});

describe('a large team', () => {
  it('lists a downline in which one member has 200 000 directs, level by level', () => {
    const member = (i: number) => ({ address: `0x${i.toString(16).padStart(40, '0')}` }) as User;
    const [top, middle] = [member(1), member(2)];
    const directs = Array.from({ length: 200_000 }, (_, i) => member(i + 3));
    const index = new Map<string, User[]>([
      [userKey(top.address), [middle]],
      [userKey(middle.address), directs],
    ]);
    const downline = downlineOf(index, top.address);
    expect(downline).toHaveLength(200_001);
    expect(downline[0]).toBe(middle);
    expect(downline.at(-1)).toBe(directs.at(-1));
  });
});
