import type { Page as ApiPage, TeamMember, TeamStats } from '@/lib/contract/contract';
import { expect, test } from '../fixtures';
import { expectAccessible, readApi, shown, stat, toast, tokenOf } from './screens-helpers';

test.describe('team', () => {
  test('shows the team totals and pages through both tabs to the end', async ({
    page,
    signIn,
    stack,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn({ account: 0 });
    const token = await tokenOf(page);
    const stats = await readApi<TeamStats>(stack.apiUrl, '/api/team/stats', token);
    await page.goto('/#/pages/team/team');
    await expect(stat(page, 'Direct referrals')).toContainText(String(stats.directCount));
    await expect(stat(page, 'Team members')).toContainText(String(stats.teamCount));
    await expect(stat(page, 'Team performance')).toContainText(shown(stats.teamPerformance));
    await expect(stat(page, 'My community performance')).toContainText(
      shown(stats.communityPerformance),
    );
    await expect(stat(page, 'Personal performance')).toContainText(
      shown(stats.personalPerformance),
    );
    await expect(stat(page, 'Identity')).toContainText('Node identity');

    for (const [tab, listName, total] of [
      ['Direct', 'Direct members', stats.directCount],
      ['Team', 'Team members', stats.teamCount],
    ] as const) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      const list = page.getByRole('list', { name: listName });
      const items = list.getByRole('listitem');
      await expect(items).toHaveCount(Math.min(10, total));
      expect(total).toBeGreaterThan(10);
      for (let shownCount = 10; shownCount < total; shownCount += 10) {
        await page.getByRole('button', { name: 'Load more' }).click();
        await expect(items).toHaveCount(Math.min(shownCount + 10, total));
      }
      await expect(page.getByText('No more records')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    }
    const firstDirect = await readApi<ApiPage<TeamMember>>(
      stack.apiUrl,
      '/api/team/members?type=direct&page=1&size=1',
      token,
    );
    await page.getByRole('tab', { name: 'Direct', exact: true }).click();
    const row = page.getByRole('list', { name: 'Direct members' }).getByRole('listitem').first();
    const member = firstDirect.list[0]!;
    await expect(row).toContainText(`${member.address.slice(0, 6)}…${member.address.slice(-4)}`);
    await expect(row).toContainText(shown(member.performance));
    await row.getByRole('button', { name: 'Copy Address' }).click();
    await expect(toast(page, 'Copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(member.address);
    await expectAccessible(page);
  });

  test('an ordinary member sees the ordinary identity', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/#/pages/team/team');
    await expect(stat(page, 'Identity')).toContainText('Ordinary member');
  });
});
