import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { message } from '../fixtures/catalogues';
import { anvilAccounts } from '../stack/chain/accounts';
import { callsTo, MONEY_LANGUAGES, reviewNotice, speaking, toast } from './screens-helpers';

/**
 * A money request whose outcome is unknown (a timeout, an answer lost or unreadable) is a state
 * of its review: said there, in words, until the person confirms again or leaves,
 * with the records that will show it. A deposit waiting for the chain frees the screen.
 */
const ACCOUNT_3 = anvilAccounts[3]!.address;
const ACCOUNT_5 = anvilAccounts[5]!.address;

/** Longer than any toast lives (2 s): what is still on screen after it was not a toast. */
async function afterAToastWouldHaveGone(page: Page) {
  await page.clock.runFor(5_000);
}

for (const lang of MONEY_LANGUAGES) {
  const { m, n } = speaking(lang);

  test.describe(`an unknown outcome stays in the review, in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('rwat:lang', l), lang);
    });

    // Offline before sending is not unknown: nothing left the device (reviews-that-bind.spec).
    test('a transfer whose answer is lost: the review says so until it is confirmed again, once', async ({
      page,
      signIn,
      api,
    }) => {
      await page.clock.install();
      await signIn();
      await page.goto('/#/pages/assets/transfer');
      await page.getByRole('textbox', { name: m('transfer.address') }).fill(ACCOUNT_5);
      await page.getByRole('textbox', { name: m('transfer.amount') }).fill('2');
      await page.getByRole('button', { name: m('transfer.submit'), exact: true }).click();
      const review = page.getByRole('dialog', { name: m('assets.confirmTitle') });
      await api.force({ path: '/api/transfer', dropAfter: true });
      await review.getByRole('button', { name: m('app.confirm') }).click();
      const notice = reviewNotice(review, m('errors.outcomeUnknown'));
      await expect(notice).toBeVisible();
      await expect(toast(page, m('errors.outcomeUnknown'))).toHaveCount(0);
      await afterAToastWouldHaveGone(page);
      await expect(notice).toBeVisible();
      // It points to where the answer will show.
      await expect(notice.getByRole('link', { name: m('assets.transferRecords') })).toBeVisible();

      await api.clearLog();
      await review.getByRole('button', { name: m('app.confirm') }).click();
      await expect(toast(page, m('transfer.submitted'))).toBeVisible();
      await expect(review).toBeHidden();
      // The same confirmation again: its answer, not a second transfer (the balance below).
      expect(await callsTo(api, '/api/transfer')).toBe(1);
      await expect(
        page.getByText(m('assets.available', { amount: `${n('998')} USDT` })),
      ).toBeVisible();
    });
  });
}

test.describe('every money review keeps an unknown outcome in view', () => {
  async function expectUnknownUntilLeft(page: Page, review: Locator, records: string) {
    const notice = reviewNotice(review, message('en', 'errors.outcomeUnknown'));
    await expect(notice).toBeVisible();
    await afterAToastWouldHaveGone(page);
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: records })).toBeVisible();
    // Leaving ends it: the next review starts without it.
    await review.getByRole('button', { name: 'Cancel' }).click();
    await expect(review).toBeHidden();
  }

  test('withdraw, when the answer is lost after the server acted; the records show it', async ({
    page,
    signIn,
    api,
  }) => {
    await page.clock.install();
    await signIn();
    await page.goto('/#/pages/assets/Withdraw');
    await page.getByRole('textbox', { name: 'Withdrawal address' }).fill(ACCOUNT_3);
    await page.getByRole('textbox', { name: 'Withdrawal amount' }).fill('20');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Please confirm' });
    await api.force({ path: '/api/withdraw', dropAfter: true });
    await review.getByRole('button', { name: 'Confirm' }).click();
    await expectUnknownUntilLeft(page, review, 'Withdrawal records');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(review).toBeVisible();
    await expect(review.getByRole('alert')).toHaveCount(0);
    await review.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: 'Withdrawal records' }).click();
    const rows = page.getByRole('list', { name: 'Withdrawal records' }).getByRole('listitem');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Pending review');
  });

  test('flash exchange, when the answer cannot be read', async ({ page, signIn, api }) => {
    await page.clock.install();
    await signIn();
    await page.goto('/#/pages/assets/FlashExchange');
    await page.getByRole('textbox', { name: 'Redeem amount (RWAT)' }).fill('10');
    await page.getByRole('button', { name: 'Exchange', exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Please confirm' });
    await api.force({ path: '/api/flash/exchange', status: 502 });
    await review.getByRole('button', { name: 'Confirm' }).click();
    await expectUnknownUntilLeft(page, review, 'Flash exchange records');
  });

  test('staking, when the connection drops', async ({ page, signIn, api }) => {
    await page.clock.install();
    await signIn();
    await page.goto('/#/pages/Pledge/Pledge');
    await page.getByRole('radio', { name: /Small machine at 100U/ }).check();
    await page.getByRole('radio', { name: 'Pay in USDT' }).check();
    await page.getByRole('button', { name: 'Stake now' }).click();
    const review = page.getByRole('dialog', { name: 'Confirm staking' });
    await api.force({ path: '/api/box/buy', drop: true });
    await review.getByRole('button', { name: 'Confirm stake' }).click();
    await expectUnknownUntilLeft(page, review, 'My staking orders');
  });

  test('a deposit whose order got no answer: its review says so, and Confirm there makes one order', async ({
    page,
    signIn,
    api,
  }) => {
    test.setTimeout(90_000);
    await signIn();
    await page.goto('/#/pages/assets/topup');
    await page.getByRole('textbox', { name: 'Amount' }).fill('8');
    await page.getByRole('button', { name: 'Top up', exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Review your deposit' });
    await api.force({ path: '/api/recharge/create', status: 502 });
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/recharge/create')) {
        keys.push(request.headers()['idempotency-key'] ?? '');
      }
    });
    await review.getByRole('button', { name: 'Confirm' }).click();
    const notice = reviewNotice(review, message('en', 'errors.outcomeUnknown'));
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Deposit records' })).toBeVisible();
    await expect(review).toContainText('8 USDT');

    await review.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Submitted successfully')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const rows = page.getByRole('list', { name: 'Recent deposits' }).getByRole('listitem');
    await expect(rows.first()).toContainText('Success');
    await expect(rows.filter({ hasText: '8 USDT' })).toHaveCount(1);
  });
});

test.describe('a deposit waiting for the chain', () => {
  test('frees the screen within seconds: a banner with the hash and its explorer link, on every screen', async ({
    page,
    signIn,
    chain,
  }) => {
    test.setTimeout(90_000);
    await signIn();
    await page.goto('/#/pages/assets/topup');
    // A first deposit grants the vault its allowance, so the next one is a single transaction.
    await page.getByRole('textbox', { name: 'Amount' }).fill('5');
    await page.getByRole('button', { name: 'Top up', exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Review your deposit' });
    await review.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Submitted successfully')).toBeVisible();

    await chain.rpc('evm_setAutomine', [false]);
    try {
      await page.getByRole('textbox', { name: 'Amount' }).fill('7');
      await page.getByRole('button', { name: 'Top up', exact: true }).click();
      await review.getByRole('button', { name: 'Confirm' }).click();
      // No shortened wait: the app's own.
      const banner = page.getByRole('list', { name: 'Transactions waiting for confirmation' });
      await expect(banner).toContainText('This deposit is still waiting for confirmation');
      await expect(
        banner.getByRole('link', { name: /^Transaction 0x[0-9a-f]{64} on the block explorer$/ }),
      ).toHaveAttribute('href', /\/tx\/0x[0-9a-f]{64}$/);
      await expect(page.getByRole('progressbar', { name: 'Loading…' })).toBeHidden();

      // The person goes on: Assets shows the same banner.
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Assets' })
        .click();
      await expect(page).toHaveURL(/#\/pages\/assets\/assets/);
      await expect(banner).toBeVisible();
      await chain.rpc('evm_mine');
    } finally {
      await chain.rpc('evm_setAutomine', [true]);
    }
    await expect(toast(page, 'Your deposit was confirmed on chain.')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Transactions waiting for confirmation' }),
    ).toBeHidden();
  });
});
