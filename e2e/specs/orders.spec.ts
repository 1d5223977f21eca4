import type { StakingOrdersPage } from '@/lib/contract/contract';
import { expect, test } from '../fixtures';
import { expectAccessible, readApi, shown, stat, tokenOf } from './screens-helpers';

test.describe('staking orders', () => {
  test('shows the summary and orders, and updates after a day passes', async ({
    page,
    signIn,
    api,
    stack,
  }) => {
    await signIn();
    const token = await tokenOf(page);
    await page.goto('/#/pages/Pledge/PledgeOrder');
    const first = await readApi<StakingOrdersPage>(stack.apiUrl, '/api/box/myBoxLists', token);
    // The list opens on the orders still in progress.
    const active = async () =>
      (await readApi<StakingOrdersPage>(stack.apiUrl, '/api/box/myBoxLists?status=active', token))
        .total;
    await expect(stat(page, 'Remaining accelerable amount')).toContainText(
      shown(first.remainingBoost),
    );
    await expect(stat(page, 'Daily staking income')).toContainText(shown(first.dailyIncome));
    await expect(stat(page, 'Today’s output')).toContainText(shown(first.todayOutput));
    // Every figure says its unit.
    await expect(stat(page, 'Remaining accelerable amount')).toContainText(' U');
    await expect(stat(page, 'Daily staking income')).toContainText(' USDT');
    await expect(stat(page, 'Today’s output')).toContainText(' USDT');
    const orders = page.getByRole('list', { name: 'My orders' });
    await expect(orders.getByRole('listitem')).toHaveCount(await active());
    await expect(orders.getByRole('article').first()).toContainText('Staking in progress');
    await expectAccessible(page);

    await api.advanceDay();
    await page.getByRole('button', { name: 'Refresh' }).click();
    const next = await readApi<StakingOrdersPage>(stack.apiUrl, '/api/box/myBoxLists', token);
    expect(next.todayOutput).not.toBe(first.todayOutput);
    await expect(stat(page, 'Today’s output')).toContainText(shown(next.todayOutput));
    await expect(orders.getByRole('listitem')).toHaveCount(await active());
    await expect(orders.getByRole('article').filter({ hasText: 'Platform airdrop' })).toHaveCount(
      1,
    );
  });

  test('an empty account says there are no orders, in either status', async ({ page, signIn }) => {
    await signIn({ account: 2 });
    await page.goto('/#/pages/Pledge/PledgeOrder');
    await expect(page.getByText('No staking in progress')).toBeVisible();
    await page.getByRole('tab', { name: 'Ended' }).click();
    await expect(page.getByText('No ended orders yet')).toBeVisible();
  });

  test('a failed load says so and retries in place', async ({ page, signIn, api }) => {
    await signIn();
    await api.force({ path: '/api/box/myBoxLists', code: 500 });
    await page.goto('/#/pages/Pledge/PledgeOrder');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('list', { name: 'My orders' })).toBeVisible();
  });
});
