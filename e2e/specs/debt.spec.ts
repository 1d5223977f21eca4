import type { Page } from '@playwright/test';
import type { Balances } from '@/lib/contract/contract';
import { expect, test } from '../fixtures';
import { readApi, tokenOf } from './screens-helpers';

const DEMO_ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** Types the amount, taps Top up and confirms the review. */
async function deposit(page: Page, amount: string) {
  await page.goto('/#/pages/assets/topup');
  await expect(page.getByRole('radio', { name: 'USDT' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByRole('button', { name: 'Top up', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Review your deposit' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Submitted successfully' }),
  ).toBeVisible();
}

test('a deposit the chain takes back after it was spent shows as a debt on Assets', async ({
  page,
  signIn,
  chain,
  api,
  stack,
}) => {
  test.setTimeout(90_000);
  await signIn();
  const before = await chain.rpc('evm_snapshot');
  await deposit(page, '25');
  const recent = page.getByRole('list', { name: 'Recent deposits' });
  await expect(recent.getByRole('listitem').first()).toContainText('Success');
  // The balance was spent meanwhile: only 10 USDT of it is left.
  await api.setBalance(DEMO_ACCOUNT_1, 'USDT', '10');

  // A reorganisation replaces the chain with one that never held the deposit.
  await chain.rpc('evm_revert', [before]);
  for (let i = 0; i < 3; i += 1) await chain.rpc('evm_mine');
  // The server reads the chain on its own time (every half second): Assets is opened once it has
  // noticed, as a person opening it a moment later would find it.
  const token = await tokenOf(page);
  await expect
    .poll(async () => (await readApi<Balances>(stack.apiUrl, '/api/user/balance', token)).debt)
    .toEqual({ USDT: '15' });

  await page.goto('/#/pages/assets/assets');
  const debt = page.getByRole('status').filter({ hasText: 'You owe' });
  await expect(debt).toHaveText(
    'You owe 15 USDT: a deposit was taken back by the chain after it had been spent. ' +
      'Your next USDT deposits cover it first; until then USDT cannot be withdrawn, ' +
      'transferred, exchanged or staked.',
  );
  const term = page.getByRole('term').filter({ hasText: 'USDT' });
  await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText('0');
  const ledger = page.getByRole('list', { name: 'Ledger entries' });
  await expect(ledger.getByRole('listitem').filter({ hasText: 'Debt' })).toContainText('−15 USDT');
  await expect(
    ledger.getByRole('listitem').filter({ hasText: 'Deposit taken back' }),
  ).toContainText('−10 USDT');
});
