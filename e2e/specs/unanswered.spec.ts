import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { accountChip, pressConnectUnlessSigningIn } from '../fixtures/session';
import { shortenWaits } from '../fixtures/timing';
import { anvilAccounts } from '../stack/chain/accounts';
import { callsTo, reviewNotice, watchPosts } from './screens-helpers';

/**
 * A confirmation whose answer was lost stays said until its outcome is known, wherever the
 * person goes next: a reload, a review left open while the price moves, a session that ends.
 * Confirming the very same again is carried out once.
 */
const ACCOUNT_3 = anvilAccounts[3]!.address;
const UNKNOWN_OUTCOME =
  'We could not tell whether this went through. Check your records; confirming again is safe and will not send it twice.';
const UNANSWERED =
  'Your last confirmation here got no answer, so it may have gone through. Check your records before sending another; confirming the very same again will not send it twice.';
const ENDED_UNANSWERED =
  'The session ended before your last confirmation got an answer, so it may have gone through.';

const review = (page: Page) => page.getByRole('dialog', { name: 'Please confirm' });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function withdraw(page: Page, address: string, amount: string) {
  await page.getByRole('textbox', { name: 'Withdrawal address' }).fill(address);
  await page.getByRole('textbox', { name: 'Withdrawal amount' }).fill(amount);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
}

async function reviewExchange(page: Page, amount: string) {
  await page.getByRole('textbox', { name: 'Redeem amount (RWAT)' }).fill(amount);
  await page.getByRole('button', { name: 'Exchange', exact: true }).click();
  return review(page);
}

test('a withdrawal whose answer was lost, then a reload: the form says so, and the same withdrawal confirmed again is carried out once', async ({
  page,
  signIn,
  api,
}) => {
  await signIn();
  await page.goto('/#/pages/assets/Withdraw');
  await expect(page.getByText('Available: 1,000 USDT')).toBeVisible();
  await withdraw(page, ACCOUNT_3, '20');
  await api.force({ path: '/api/withdraw', dropAfter: true });
  await review(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(reviewNotice(review(page), UNKNOWN_OUTCOME)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: UNANSWERED })).toBeVisible();
  await withdraw(page, ACCOUNT_3, '20');
  await review(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Withdrawal submitted for review')).toBeVisible();
  await expect(page.getByText('Available: 980 USDT')).toBeVisible();
  await expect(page.getByText(UNANSWERED)).toBeHidden();

  await page.getByRole('link', { name: 'Withdrawal records' }).first().click();
  const records = page.getByRole('list', { name: 'Withdrawal records' }).getByRole('listitem');
  await expect(records.first()).toContainText('20 USDT');
  await expect(records).toHaveCount(1);
});

test('an exchange whose answer was lost keeps the terms it sent while the price moves, and confirming again exchanges once', async ({
  page,
  signIn,
  api,
}) => {
  await shortenWaits(page, { priceRefreshMs: 1_000 });
  await signIn();
  await page.goto('/#/pages/assets/FlashExchange');
  const dialog = await reviewExchange(page, '10');
  const minimum = dialog
    .getByRole('term')
    .filter({ hasText: /^Minimum received$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(minimum).toHaveText('4.75 USDT');
  const sent = await watchPosts(page, '/api/flash/exchange');
  await api.force({ path: '/api/flash/exchange', dropAfter: true });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(reviewNotice(dialog, UNKNOWN_OUTCOME)).toBeVisible();

  // The market moves: the review still shows what was sent, and Confirm sends it again.
  await api.setPrice('0.4');
  await expect(page.getByText('0.4 U', { exact: true }).first()).toBeVisible();
  await expect(minimum).toHaveText('4.75 USDT');
  await expect(reviewNotice(dialog, UNKNOWN_OUTCOME)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Flash exchange succeeded')).toBeVisible();
  expect(await sent()).toEqual([
    { amount: '10', minReceived: '4.75' },
    { amount: '10', minReceived: '4.75' },
  ]);

  await page.getByRole('link', { name: 'Flash exchange records' }).first().click();
  await expect(page.getByRole('listitem').filter({ hasText: '10 RWAT' })).toHaveCount(1);
});

test('a session that ends while an exchange has no answer says it may have gone through, never “not sent”; the same exchange after the sign-in is carried out once', async ({
  page,
  signIn,
  api,
}) => {
  await shortenWaits(page, { sessionEndDelayMs: 1 });
  await signIn();
  await page.goto('/#/pages/assets/FlashExchange');
  const dialog = await reviewExchange(page, '12.5');
  await api.force({ path: '/api/flash/exchange', dropAfter: true });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(reviewNotice(dialog, UNKNOWN_OUTCOME)).toBeVisible();
  // Retried as another device signs in: the server looked at nothing.
  await api.force({ path: '/api/flash/exchange', code: 40002 });
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  const banner = page.getByRole('alert').filter({ hasText: ENDED_UNANSWERED });
  await expect(banner).toBeVisible();
  await expect(page.getByText('Your exchange was not sent')).toBeHidden();
  await pressConnectUnlessSigningIn(
    page.getByRole('button', { name: 'Connect wallet' }),
    accountChip(page),
  );
  await expect(page.getByRole('textbox', { name: 'Redeem amount (RWAT)' })).toHaveValue('12.5');
  await expect(page.getByRole('status').filter({ hasText: UNANSWERED })).toBeVisible();
  const again = await reviewExchange(page, '12.5');
  await again.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Flash exchange succeeded')).toBeVisible();
  expect(await callsTo(api, '/api/flash/exchange')).toBe(3);

  await page.getByRole('link', { name: 'Flash exchange records' }).first().click();
  await expect(page.getByRole('listitem').filter({ hasText: '12.5 RWAT' })).toHaveCount(1);
});
