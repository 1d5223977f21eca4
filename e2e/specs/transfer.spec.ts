import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { anvilAccounts } from '../stack/chain/accounts';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const ACCOUNT_3 = anvilAccounts[3]!.address;
const ACCOUNT_5 = anvilAccounts[5]!.address;
/** A wallet no member uses. */
const NOBODY = anvilAccounts[9]!.address;

async function transfer(page: Page, address: string, amount: string) {
  await page.getByRole('textbox', { name: 'Transfer address' }).fill(address);
  await page.getByRole('textbox', { name: 'Transfer quantity' }).fill(amount);
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog.getByText(address, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

test.describe('transfer', () => {
  test('names what is missing or wrong, and refuses one’s own address', async ({
    page,
    signIn,
  }) => {
    const me = await signIn();
    await page.goto('/#/pages/assets/transfer');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByText('Please enter the transfer address')).toBeVisible();
    await expect(page.getByText('Please enter the transfer quantity')).toBeVisible();
    await page.getByRole('textbox', { name: 'Transfer address' }).fill(me.toLowerCase());
    await page.getByRole('textbox', { name: 'Transfer quantity' }).fill('0');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByText('You cannot use your own address here')).toBeVisible();
    await expect(page.getByText('Please enter a correct transfer amount')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('another line gives 1025, an unknown address 1022; a small amount stays on the form', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/#/pages/assets/transfer');
    await transfer(page, ACCOUNT_3, '5');
    await expect(toast(page, 'Transfers are only possible within the same line.')).toBeVisible();
    await transfer(page, NOBODY, '5');
    await expect(toast(page, 'The receiving user does not exist.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Transfer address' }).fill(ACCOUNT_5);
    await page.getByRole('textbox', { name: 'Transfer quantity' }).fill('0.5');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByText('The minimum transfer is 1 USDT.')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Transfer', exact: true })).toBeEnabled();
  });

  test('a transfer in the same line is recorded as sent; a look-alike address is flagged', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/#/pages/assets/transfer');
    await transfer(page, ACCOUNT_5, '10');
    await expect(toast(page, 'Transfer succeeded')).toBeVisible();

    const lookAlike =
      `${ACCOUNT_5.slice(0, 10)}${'0'.repeat(28)}${ACCOUNT_5.slice(-4)}`.toLowerCase();
    await page.getByRole('textbox', { name: 'Transfer address' }).fill(lookAlike);
    await expect(
      page.getByText('Careful: this address looks like one from your records'),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Transfer address' }).fill(ACCOUNT_5);
    await expect(
      page.getByText('Careful: this address looks like one from your records'),
    ).toBeHidden();

    await page.getByRole('link', { name: 'Transfer records' }).click();
    const first = page
      .getByRole('list', { name: 'Transfer records' })
      .getByRole('listitem')
      .first();
    await expect(first).toContainText('Sent');
    await expect(first).toContainText('10 USDT');
    // Shortened in the middle; shown whole on request.
    await expect(first).toContainText(`${ACCOUNT_5.slice(0, 6)}…${ACCOUNT_5.slice(-4)}`);
    await first.getByRole('button', { name: /^Show .* in full$/ }).click();
    await expect(first).toContainText(ACCOUNT_5);
  });
});
