import { expect, test } from '../fixtures';
import { anvilAccounts } from '../stack/chain/accounts';

/**
 * The browser's Back (Android's back gesture) closes an open dialog and keeps the form under
 * it; a second Back leaves the screen.
 */
const ACCOUNT_3 = anvilAccounts[3]!.address;

test.describe('Back closes the dialog', () => {
  test('on Withdraw: the review closes, the form keeps the address and amount; Back again leaves', async ({
    page,
    signIn,
    api,
  }) => {
    await signIn();
    await page.goto('/#/pages/assets/assets');
    await page.getByRole('link', { name: 'Withdraw', exact: true }).click();
    await expect(page).toHaveURL(/#\/pages\/assets\/Withdraw$/);
    const address = page.getByRole('textbox', { name: 'Withdrawal address' });
    const amount = page.getByRole('textbox', { name: 'Withdrawal amount' });
    await address.fill(ACCOUNT_3);
    await amount.fill('20');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(review).toBeVisible();

    await api.clearLog();
    await page.goBack();
    await expect(review).toBeHidden();
    await expect(page).toHaveURL(/#\/pages\/assets\/Withdraw$/);
    await expect(address).toHaveValue(ACCOUNT_3);
    await expect(amount).toHaveValue('20');
    expect((await api.requests()).filter((r) => r.path === '/api/withdraw')).toHaveLength(0);

    // The review opens again as before, and its own Cancel leaves no step behind.
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(review).toBeVisible();
    await review.getByRole('button', { name: 'Cancel' }).click();
    await expect(review).toBeHidden();

    await page.goBack();
    await expect(page).toHaveURL(/#\/pages\/assets\/assets$/);
    await expect(page.getByRole('link', { name: 'Withdraw', exact: true })).toBeVisible();
  });

  test('a review closed by its own button keeps the form, on an entry the framework did not write', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/#/pages/assets/Withdraw');
    const address = page.getByRole('textbox', { name: 'Withdrawal address' });
    const amount = page.getByRole('textbox', { name: 'Withdrawal amount' });
    // The entry holds the app's depth but not the framework's part (a link opened while the app
    // started, another script's write): the framework reloads the page on any step back to it
    // that it hears of.
    await page.evaluate(() => History.prototype.replaceState.call(history, { rwatDepth: 1 }, ''));
    let loads = 0;
    page.on('load', () => loads++);
    await address.fill(ACCOUNT_3);
    await amount.fill('20');
    const review = page.getByRole('dialog', { name: 'Please confirm' });
    for (const close of ['Cancel', 'Close']) {
      await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await expect(review).toBeVisible();
      await review.getByRole('button', { name: close }).click();
      await expect(review).toBeHidden();
      // The step back has landed: the entry under the dialog is current again.
      await expect.poll(() => page.evaluate(() => history.state?.rwatDialog)).toBeUndefined();
      await expect(address).toHaveValue(ACCOUNT_3);
      await expect(amount).toHaveValue('20');
    }
    expect(loads).toBe(0);
  });

  test('on Flash exchange, and on the staking review: Back closes it and nothing is sent', async ({
    page,
    signIn,
    api,
  }) => {
    await signIn();
    await page.goto('/#/pages/assets/FlashExchange');
    await page.getByRole('textbox', { name: 'Redeem amount (RWAT)' }).fill('10');
    await page.getByRole('button', { name: 'Exchange', exact: true }).click();
    const flash = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(flash).toBeVisible();
    await page.goBack();
    await expect(flash).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Redeem amount (RWAT)' })).toHaveValue('10');
    await expect(page).toHaveURL(/#\/pages\/assets\/FlashExchange$/);

    await page.goto('/#/pages/Pledge/Pledge');
    await page.getByRole('radio', { name: /Small machine at 100U/ }).check();
    await page.getByRole('radio', { name: 'Pay in USDT' }).check();
    await page.getByRole('button', { name: 'Stake now' }).click();
    const stake = page.getByRole('dialog', { name: 'Confirm staking' });
    await expect(stake).toBeVisible();
    await page.goBack();
    await expect(stake).toBeHidden();
    await expect(page.getByRole('radio', { name: /Small machine at 100U/ })).toBeChecked();
    expect(
      (await api.requests()).filter((r) => /\/api\/(flash\/exchange|box\/buy)$/.test(r.path)),
    ).toHaveLength(0);
  });
});
