import type { Balances } from '@/lib/contract/contract';
import { expect, test } from '../fixtures';
import { anvilAccounts } from '../stack/chain/accounts';
import {
  expectAccessible,
  readApi,
  requestLog,
  reviewSmallHalfAndHalf,
  shown,
  stat,
  toast,
  tokenOf,
} from './screens-helpers';

const PLEDGE = '/#/pages/Pledge/Pledge';

test.describe('staking', () => {
  test('buying a medium machine creates an order and lowers the balance', async ({
    page,
    signIn,
    stack,
  }) => {
    await signIn();
    const token = await tokenOf(page);
    const before = await readApi<Balances>(stack.apiUrl, '/api/user/balance', token);
    await page.goto(PLEDGE);
    await page.getByRole('radio', { name: /Medium machine at 500U/ }).check();
    await page.getByRole('radio', { name: 'Pay in USDT' }).check();
    await page.getByRole('button', { name: 'Stake now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm staking' });
    await expect(stat(dialog, 'Cost')).toHaveText(/500\sUSDT/);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Confirm stake' }).click();
    await expect(toast(page, 'Staked successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    const after = await readApi<Balances>(stack.apiUrl, '/api/user/balance', token);
    expect(BigInt(before.USDT) - BigInt(after.USDT)).toBe(500n);
    await page.getByRole('link', { name: 'My staking orders' }).click();
    const orders = page.getByRole('list', { name: 'My orders' });
    await expect(orders.getByRole('article').filter({ hasText: 'Medium machine' })).toHaveCount(1);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(stat(page, 'USDT balance')).toContainText(`${shown(after.USDT)} USDT`);
  });

  test('the half-and-half method shows its split cost', async ({ page, signIn }) => {
    await signIn();
    const dialog = await reviewSmallHalfAndHalf(page);
    await expect(stat(dialog, 'Cost')).toContainText('50 USDT + 100 RWAT');
  });

  test('the half-and-half review is what is charged: a price that moved is refused, shown anew, and charged as shown', async ({
    page,
    signIn,
    stack,
    api,
  }) => {
    await signIn();
    const token = await tokenOf(page);
    await api.setBalance(anvilAccounts[1]!.address, 'RWAT', '500');
    const dialog = await reviewSmallHalfAndHalf(page);
    await expect(stat(dialog, 'Cost')).toContainText('50 USDT + 100 RWAT');

    // The market moves while the review is open: what it shows is what is sent.
    await api.setPrice('0.4');
    await dialog.getByRole('button', { name: 'Confirm stake' }).click();
    await expect(
      dialog.getByText(
        'The RWAT price has moved since you reviewed this purchase. Check the new RWAT amount and confirm again.',
      ),
    ).toBeVisible();
    await expect(stat(dialog, 'Cost')).toContainText('50 USDT + 125 RWAT');
    const unchanged = await readApi<Balances>(stack.apiUrl, '/api/user/balance', token);
    expect(unchanged.RWAT).toBe('500');

    await dialog.getByRole('button', { name: 'Confirm stake' }).click();
    await expect(toast(page, 'Staked successfully')).toBeVisible();
    const after = await readApi<Balances>(stack.apiUrl, '/api/user/balance', token);
    expect(after.RWAT).toBe('375');
  });

  test('the RWAT part of the cost is shown to the last place the server charges', async ({
    page,
    signIn,
  }) => {
    // A price whose quotient does not end: 50 U at 0.3 U is 166.66… RWAT, charged rounded up.
    await page.route('**/api/config', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({
        response,
        json: { ...body, data: { ...body.data, rwatPrice: '0.3' } },
      });
    });
    await signIn();
    const dialog = await reviewSmallHalfAndHalf(page);
    await expect(stat(dialog, 'Cost')).toContainText('50 USDT + 166.666666666666666667 RWAT');
  });

  test('asks for a machine and a method before staking, without calling the API', async ({
    page,
    signIn,
    api,
  }) => {
    await signIn();
    await page.goto(PLEDGE);
    const stake = page.getByRole('button', { name: 'Stake now' });
    await stake.click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please choose a machine');
    await page.getByRole('radio', { name: /Large machine/ }).check();
    await stake.click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Please choose a staking method',
    );
    await expect(page.getByRole('dialog', { name: 'Confirm staking' })).toHaveCount(0);
    expect((await requestLog(api)).filter((r) => r.path === '/api/box/buy')).toHaveLength(0);
  });

  test('a double tap on confirm sends exactly one purchase', async ({ page, signIn, api }) => {
    await signIn();
    await page.goto(PLEDGE);
    await page.getByRole('radio', { name: /Small machine/ }).check();
    await page.getByRole('radio', { name: 'Pay in USDT' }).check();
    await page.getByRole('button', { name: 'Stake now' }).click();
    await api.delay(500, '/api/box/buy');
    const confirm = page
      .getByRole('dialog', { name: 'Confirm staking' })
      .getByRole('button', { name: 'Confirm stake' });
    // Two taps in the same task: the second lands before React can show the busy button.
    await confirm.evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await confirm.dblclick({ force: true }).catch(() => {});
    await expect(toast(page, 'Staked successfully')).toBeVisible();
    expect((await requestLog(api)).filter((r) => r.path === '/api/box/buy')).toHaveLength(1);
  });

  test('a sold-out machine says so', async ({ page, signIn, api }) => {
    await signIn();
    await page.goto(PLEDGE);
    const medium = page.getByRole('radio', { name: /Medium machine/ });
    await medium.check();
    await page.getByRole('radio', { name: 'Pay in USDT' }).check();
    await api.setPackage(2, { stock: 0 });
    await page.getByRole('button', { name: 'Stake now' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm staking' })
      .getByRole('button', { name: 'Confirm stake' })
      .click();
    await expect(toast(page, 'This package is sold out.')).toBeVisible();
    await expect(medium).toBeDisabled();
    await expect(page.getByText('Sold out', { exact: true })).toBeVisible();
  });

  test('an off-sale machine cannot be chosen', async ({ page, signIn, api }) => {
    await api.setPackage(3, { onSale: false });
    await signIn();
    await page.goto(PLEDGE);
    await expect(page.getByRole('radio', { name: /Large machine/ })).toBeDisabled();
    await expect(page.getByText('Off sale', { exact: true })).toBeVisible();
  });

  test('without the balance it says insufficient balance on the form, before any review', async ({
    page,
    signIn,
  }) => {
    await signIn({ account: 2 });
    await page.goto(PLEDGE);
    await page.getByRole('radio', { name: /Small machine/ }).check();
    await page.getByRole('radio', { name: 'Pay in USDT' }).check();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Insufficient balance.');
    await page.getByRole('button', { name: 'Stake now' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('a purchase the server still refuses for the balance says so', async ({
    page,
    signIn,
    api,
  }) => {
    await signIn({ account: 2 });
    await page.goto(PLEDGE);
    // The balance on screen is not yet the server's: the server's answer is shown.
    await page.getByRole('radio', { name: /Small machine/ }).check();
    await page.getByRole('radio', { name: 'Pay in USDT' }).check();
    await api.force({
      path: '/api/user/balance',
      code: 10000,
      data: { USDT: '1000', RWAT: '0', RWAC: '0' },
    });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Stake now' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm staking' })
      .getByRole('button', { name: 'Confirm stake' })
      .click();
    await expect(toast(page, 'Insufficient balance.')).toBeVisible();
  });

  test('the staking screen is accessible', async ({ page, signIn }) => {
    await signIn();
    await page.goto(PLEDGE);
    await expect(page.getByRole('radio', { name: /Small machine/ })).toBeVisible();
    await expectAccessible(page);
  });
});
