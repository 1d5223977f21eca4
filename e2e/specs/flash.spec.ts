import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** The value shown beside a label of the quote. */
const shown = (page: Page, label: string) =>
  page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');

const SCALE = 10n ** 18n;
const units = (v: string) => {
  const [i = '0', f = ''] = v.split('.');
  return BigInt(i) * SCALE + BigInt((f + '0'.repeat(18)).slice(0, 18));
};
const decimal = (u: bigint) => {
  const frac = (u % SCALE).toString().padStart(18, '0').replace(/0+$/, '');
  return frac ? `${u / SCALE}.${frac}` : `${u / SCALE}`;
};

async function exchange(page: Page) {
  const response = page.waitForResponse((r) => r.url().endsWith('/api/flash/exchange'));
  await page.getByRole('button', { name: 'Exchange', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  const body = (await (await response).json()) as { data: { received: string; fee: string } };
  await expect(toast(page, 'Flash exchange succeeded')).toBeVisible();
  return body.data;
}

test.describe('flash exchange', () => {
  test('asks for an amount and a correct one', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/#/pages/assets/FlashExchange');
    await page.getByRole('button', { name: 'Exchange', exact: true }).click();
    await expect(page.getByText('Please enter the redeem amount')).toBeVisible();
    await page.getByRole('textbox', { name: 'Redeem amount (RWAT)' }).fill('0');
    await page.getByRole('button', { name: 'Exchange', exact: true }).click();
    await expect(page.getByText('Please enter a correct flash exchange amount')).toBeVisible();
  });

  test('the quote equals the server’s result; Max fills the balance; balances follow', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/#/pages/assets/FlashExchange');
    await expect(shown(page, 'Today’s RWAT real-time price')).toHaveText('0.5 U');
    await expect(shown(page, 'Current balance')).toHaveText('500 RWAT');

    const input = page.getByRole('textbox', { name: 'Redeem amount (RWAT)' });
    await input.fill('123.456789');
    const quotedReceived = await shown(page, 'Amount received').textContent();
    const quotedFee = await shown(page, 'Fee').textContent();
    const first = await exchange(page);
    // Each amount is joined to its unit by a no-break space: one line, never parted.
    expect(quotedReceived).toBe(`${first.received}\u00a0USDT`);
    expect(quotedFee).toBe(`${first.fee}\u00a0USDT`);

    await expect(shown(page, 'Current balance')).toHaveText('376.543211 RWAT');
    await page.getByRole('button', { name: 'Max', exact: true }).click();
    await expect(input).toHaveValue('376.543211');
    const quoted = await shown(page, 'Amount received').textContent();
    const second = await exchange(page);
    expect(quoted).toBe(`${second.received}\u00a0USDT`);
    await expect(shown(page, 'Current balance')).toHaveText('0 RWAT');

    await page.getByRole('link', { name: 'Flash exchange records' }).click();
    const newest = page
      .getByRole('list', { name: 'Flash exchange records' })
      .getByRole('listitem')
      .first();
    await expect(newest).toContainText('RWAT → USDT');
    await expect(newest).toContainText('376.543211 RWAT');
    await expect(newest).toContainText('0.5 U');

    const usdt = decimal(units('1000') + units(first.received) + units(second.received));
    await page.goto('/#/pages/assets/assets');
    const [int = '0', frac = ''] = usdt.split('.');
    const expected = `${Number(int).toLocaleString('en')}${frac ? `.${frac.slice(0, 4)}` : ''}`;
    await expect(shown(page, 'USDT')).toHaveText(expected.replace(/\.?0+$/, ''));
    await expect(shown(page, 'RWAT')).toHaveText('0');
  });
});
