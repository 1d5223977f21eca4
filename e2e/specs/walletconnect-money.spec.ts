import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { accountChip } from '../fixtures/session';
import { openWithoutWallet, pairingUri } from '../fixtures/wallet-app';

/**
 * Money through a wallet app: the approval and the deposit of a top-up are signed and sent by
 * the phone wallet (WalletConnect), not by anything in the browser.
 */
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const usdtBalance = (page: Page) =>
  page.getByRole('term').filter({ hasText: 'USDT' }).locator('xpath=following-sibling::dd[1]');

test('a 5 USDT top-up: the phone wallet sends the approval and the deposit; the balance grows by 5', async ({
  page,
  wallet,
  phone,
}) => {
  test.setTimeout(90_000);
  await openWithoutWallet(page, wallet);
  expect(await phone.pair(await pairingUri(page))).toMatchObject({ outcome: 'approved' });
  await expect(accountChip(page, phone.account)).toBeVisible();

  await page.goto('/#/pages/assets/assets');
  await expect(usdtBalance(page)).toHaveText('1,000');

  await page.goto('/#/pages/assets/topup');
  await expect(page.getByRole('radio', { name: 'USDT' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Amount' }).fill('5');
  await page.getByRole('button', { name: 'Top up', exact: true }).click();
  const review = page.getByRole('dialog', { name: 'Review your deposit' });
  await expect(review).toContainText('5 USDT');
  await review.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Submitted successfully')).toBeVisible({ timeout: 30_000 });
  const recent = page.getByRole('list', { name: 'Recent deposits' });
  await expect(recent.getByRole('listitem').first()).toContainText('5 USDT');
  await expect(recent.getByRole('listitem').first()).toContainText('Success');

  // No allowance yet: the approval, then the deposit, both sent by the phone on the app's chain;
  // nothing else was asked of it since the sign-in's signature.
  expect((await phone.requests()).map((r) => r.method)).toEqual([
    'personal_sign',
    'eth_sendTransaction',
    'eth_sendTransaction',
  ]);
  const sent = (await phone.requests()).filter((r) => r.method === 'eth_sendTransaction');
  expect(sent).toEqual([
    { method: 'eth_sendTransaction', chainId: 'eip155:56', outcome: 'answered' },
    { method: 'eth_sendTransaction', chainId: 'eip155:56', outcome: 'answered' },
  ]);

  await page.goto('/#/pages/assets/assets');
  await expect(usdtBalance(page)).toHaveText('1,005');
  const ledger = page.getByRole('list', { name: 'Ledger entries' });
  await expect(ledger.getByText('+5 USDT')).toHaveCount(1);
});
