import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { anvilAccounts } from '../stack/chain/accounts';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const ACCOUNT_3 = anvilAccounts[3]!.address;

async function fillWithdraw(page: Page, address: string, amount: string) {
  await page.getByRole('textbox', { name: 'Withdrawal address' }).fill(address);
  await page.getByRole('textbox', { name: 'Withdrawal amount' }).fill(amount);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
}

test.describe('withdraw', () => {
  test('names what is missing or wrong before asking anything', async ({ page, signIn, api }) => {
    await signIn();
    await page.goto('/#/pages/assets/Withdraw');
    await api.clearLog();
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByText('Please enter the withdrawal address')).toBeVisible();
    await expect(page.getByText('Please enter the withdrawal amount')).toBeVisible();
    await fillWithdraw(page, ACCOUNT_3.replace('F79bf6', 'f79bf6'), '0');
    await expect(page.getByText('This address has a typo (checksum mismatch)')).toBeVisible();
    await expect(page.getByText('Please enter a correct withdrawal amount')).toBeVisible();
    const state = await api.control<{ requests: { path: string }[] }>('state');
    expect(state.requests.filter((r) => r.path === '/api/withdraw')).toHaveLength(0);
  });

  test('below the minimum is refused on the form, before the review', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/#/pages/assets/Withdraw');
    await fillWithdraw(page, ACCOUNT_3, '5');
    await expect(page.getByText('The minimum withdrawal is 10 USDT.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Please confirm' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toBeEnabled();
  });

  test('pressed before the limits have arrived, it waits for them: below the minimum, no review', async ({
    page,
    signIn,
    api,
  }) => {
    await signIn();
    // The screen opens before the platform's limits arrive; the person is quicker than they are.
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/config', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/#/pages/assets/Withdraw');
    // Opened afresh (a member's Home has already read the limits for its total value).
    await page.reload();
    await api.clearLog();
    await fillWithdraw(page, ACCOUNT_3, '5');
    await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toBeDisabled();
    // The line under the form says what the press waits for: not the address, the limits.
    const status = page.getByRole('status').filter({ hasText: 'Checking' });
    await expect(status).toHaveText('Checking the minimum and your balance…');
    answer();
    await expect(page.getByText('The minimum withdrawal is 10 USDT.')).toBeVisible();
    await expect(status).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Please confirm' })).toBeHidden();
    const state = await api.control<{ requests: { path: string }[] }>('state');
    expect(state.requests.filter((r) => r.path === '/api/withdraw')).toHaveLength(0);
  });

  test('a minimum the server raised meanwhile is still shown from its answer', async ({
    page,
    signIn,
    api,
  }) => {
    await signIn();
    await page.goto('/#/pages/assets/Withdraw');
    await fillWithdraw(page, ACCOUNT_3, '15');
    const dialog = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(dialog.getByText(ACCOUNT_3, { exact: true })).toBeVisible();
    await expect(dialog.getByText('Withdraw 15 USDT to this address:')).toBeVisible();
    await api.force({ path: '/api/withdraw', code: 1037, data: { limit: '20' } });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'The minimum withdrawal is 20.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toBeEnabled();
  });

  test('a withdrawal waits in review; a rejection shows and refunds', async ({
    page,
    signIn,
    api,
  }) => {
    const me = await signIn();
    await page.goto('/#/pages/assets/Withdraw');
    // A withdrawal to one's own wallet is an ordinary one.
    await fillWithdraw(page, me, '20');
    const dialog = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(dialog.getByText(me, { exact: true })).toBeVisible();
    await api.clearLog();
    const response = page.waitForResponse((r) => r.url().endsWith('/api/withdraw'));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const { data } = (await (await response).json()) as { data: { id: number } };
    await expect(toast(page, 'Withdrawal submitted for review')).toBeVisible();
    const state = await api.control<{ requests: { path: string }[] }>('state');
    expect(state.requests.filter((r) => r.path === '/api/withdraw')).toHaveLength(1);

    await page.getByRole('link', { name: 'Withdrawal records' }).click();
    const first = page
      .getByRole('list', { name: 'Withdrawal records' })
      .getByRole('listitem')
      .first();
    await expect(first).toContainText('Pending review');
    await expect(first).toContainText('20 USDT');
    // Shortened in the middle; shown whole on request.
    await expect(first).toContainText(`${me.slice(0, 6)}…${me.slice(-4)}`);
    await first.getByRole('button', { name: /^Show .* in full$/ }).click();
    await expect(first).toContainText(me);

    await api.review(data.id, 'rejected');
    await page.reload();
    await expect(first).toContainText('Review rejected');
    await page.goto('/#/pages/assets/FlowDetails');
    const ledger = page.getByRole('list', { name: 'Ledger entries' });
    const refund = ledger.getByRole('listitem').filter({ hasText: 'Withdrawal refund' });
    await expect(refund).toContainText('+20 USDT');
    await expect(ledger.getByRole('heading', { name: 'Withdraw', exact: true })).toBeVisible();
  });
});
