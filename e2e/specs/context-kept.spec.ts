import { expect, test } from '../fixtures';
import { accountChip, pressConnectUnlessSigningIn } from '../fixtures/session';
import { shortenWaits, shortenWaitsNow } from '../fixtures/timing';
import { anvilAccounts } from '../stack/chain/accounts';
import {
  callsTo,
  MONEY_LANGUAGES,
  reviewNotice,
  reviewSmallHalfAndHalf,
  speaking,
} from './screens-helpers';

/**
 * Context kept: a session that ends during a review says which action was not sent, and the
 * next sign-in opens that screen with what was typed, never confirmed; a deposit has one truth,
 * its record's, once that is settled.
 */
const SAME_LINE = anvilAccounts[5]!.address;

for (const lang of MONEY_LANGUAGES) {
  const { m, n } = speaking(lang);

  test.describe(`context kept, in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('rwat:lang', l), lang);
    });

    test('a session that ends during a transfer review names the transfer not sent; the next sign-in reopens it as typed', async ({
      page,
      signIn,
      api,
    }) => {
      await shortenWaits(page, { sessionEndDelayMs: 1 });
      await signIn();
      await page.goto('/#/pages/assets/transfer');
      await page.getByRole('textbox', { name: m('transfer.address') }).fill(SAME_LINE);
      await page.getByRole('textbox', { name: m('transfer.amount') }).fill('5');
      await page.getByRole('button', { name: m('transfer.submit'), exact: true }).click();
      const review = page.getByRole('dialog', { name: m('assets.confirmTitle') });
      // Another device signs in meanwhile: the server answers the Confirm with 40002.
      await api.force({ path: '/api/transfer', code: 40002 });
      await review.getByRole('button', { name: m('app.confirm') }).click();

      const banner = page.getByRole('alert').filter({ hasText: m('app.notSentTransfer') });
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(m('app.notSentNext'));

      await pressConnectUnlessSigningIn(
        page.getByRole('button', { name: m('auth.connect') }),
        accountChip(page, undefined, m('auth.account')),
      );
      // The transfer screen again, with what was typed, and nothing confirmed or sent.
      await expect(page.getByRole('textbox', { name: m('transfer.address') })).toHaveValue(
        SAME_LINE,
      );
      await expect(page.getByRole('textbox', { name: m('transfer.amount') })).toHaveValue(n('5'));
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(banner).toBeHidden();
      expect(await callsTo(api, '/api/transfer')).toBe(1);
    });

    test('once a deposit’s record says Success, no banner says it is still waiting', async ({
      page,
      signIn,
      chain,
    }) => {
      test.setTimeout(120_000);
      await signIn();
      await page.goto('/#/pages/assets/topup');
      const topUp = async (amount: string) => {
        await page.getByRole('textbox', { name: m('deposit.amount') }).fill(amount);
        await page.getByRole('button', { name: m('deposit.submit'), exact: true }).click();
        const review = page.getByRole('dialog', { name: m('deposit.reviewTitle') });
        await review.getByRole('button', { name: m('app.confirm') }).click();
        await expect(review).toBeHidden();
      };
      // The first deposit grants the allowance and goes through with the app's own waits.
      await topUp('5');
      await expect(
        page.getByRole('status').filter({ hasText: m('deposit.submitted') }),
      ).toBeVisible();

      const pending = page.getByRole('list', { name: m('deposit.pendingTitle') });
      await chain.rpc('evm_setAutomine', [false]);
      try {
        await shortenWaitsNow(page, { receiptWaitMs: 1 });
        await topUp('7');
        await expect(pending).toContainText(m('deposit.stillPending'));
        // Receipts are slow from here: the page's receipt reads get no answer.
        await page.route('**/rpc', (route) =>
          route.request().postData()?.includes('eth_getTransactionReceipt')
            ? route.abort('timedout')
            : route.fallback(),
        );
        await chain.rpc('evm_mine');
      } finally {
        await chain.rpc('evm_setAutomine', [true]);
      }
      // The server saw the deposit: its record says Success, and that is the one truth.
      await page.goto('/#/pages/assets/Rechargerecords');
      const first = page
        .getByRole('listitem')
        .filter({ hasText: `${n('7')} USDT` })
        .first();
      await expect(first).toContainText(m('records.depositStatus.success'));
      await expect(pending).toHaveCount(0);
    });
  });
}

test.describe('context kept beyond the send forms', () => {
  test('a session that ends during an exchange review names the exchange not sent; the next sign-in reopens it as typed', async ({
    page,
    signIn,
    api,
  }) => {
    await shortenWaits(page, { sessionEndDelayMs: 1 });
    await signIn();
    await page.goto('/#/pages/assets/FlashExchange');
    await page.getByRole('textbox', { name: 'Redeem amount (RWAT)' }).fill('12.5');
    await page.getByRole('button', { name: 'Exchange', exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Please confirm' });
    await api.force({ path: '/api/flash/exchange', code: 40002 });
    await review.getByRole('button', { name: 'Confirm' }).click();

    const banner = page.getByRole('alert').filter({
      hasText: 'Your exchange was not sent: the session ended while you were reviewing it.',
    });
    await expect(banner).toBeVisible();
    await pressConnectUnlessSigningIn(
      page.getByRole('button', { name: 'Connect wallet' }),
      accountChip(page),
    );
    await expect(page.getByRole('textbox', { name: 'Redeem amount (RWAT)' })).toHaveValue('12.5');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await callsTo(api, '/api/flash/exchange')).toBe(1);
  });

  test('a session that ends during a staking review names the purchase not sent; the next sign-in reopens the choice', async ({
    page,
    signIn,
    api,
  }) => {
    await shortenWaits(page, { sessionEndDelayMs: 1 });
    await signIn();
    const review = await reviewSmallHalfAndHalf(page);
    await api.force({ path: '/api/box/buy', code: 40002 });
    await review.getByRole('button', { name: 'Confirm stake' }).click();

    const banner = page.getByRole('alert').filter({
      hasText: 'Your staking purchase was not sent: the session ended while you were reviewing it.',
    });
    await expect(banner).toBeVisible();
    await pressConnectUnlessSigningIn(
      page.getByRole('button', { name: 'Connect wallet' }),
      accountChip(page),
    );
    await expect(page.getByRole('radio', { name: /Small machine at 100U/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Half USDT, half RWAT' })).toBeChecked();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await callsTo(api, '/api/box/buy')).toBe(1);
  });

  test('a staking purchase confirmed offline says nothing was sent, and the review stays', async ({
    page,
    signIn,
    api,
  }) => {
    await signIn();
    const review = await reviewSmallHalfAndHalf(page);
    await page.context().setOffline(true);
    await review.getByRole('button', { name: 'Confirm stake' }).click();
    await expect(
      reviewNotice(
        review,
        'You are offline: nothing was sent. Confirm again once you are back online.',
      ),
    ).toBeVisible();
    await page.context().setOffline(false);
    await review.getByRole('button', { name: 'Confirm stake' }).click();
    await expect(review).toBeHidden();
    expect(await callsTo(api, '/api/box/buy')).toBe(1);
  });

  test('a referrer bound offline: the confirmation stays, says nothing was sent, and binds once back', async ({
    page,
    signIn,
    api,
  }) => {
    const referrer = anvilAccounts[1]!.address;
    await signIn({ account: 2 });
    await page.getByRole('button', { name: 'Bind referrer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bind referrer' });
    await dialog.getByLabel('Referrer address').fill(referrer);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText(referrer, { exact: true })).toBeVisible();
    await page.context().setOffline(true);
    await dialog.getByRole('button', { name: 'Confirm binding' }).click();
    await expect(
      dialog.getByRole('alert').filter({
        hasText: 'You are offline: nothing was sent. Confirm again once you are back online.',
      }),
    ).toBeVisible();
    // Still the confirmation of that address, not the form to type it again.
    await expect(dialog.getByText(referrer, { exact: true })).toBeVisible();
    await page.context().setOffline(false);
    await dialog.getByRole('button', { name: 'Confirm binding' }).click();
    await expect(dialog).toBeHidden();
    expect(await callsTo(api, '/api/user/bind')).toBe(1);
  });
});
