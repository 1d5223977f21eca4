import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { shortenWaitsNow } from '../fixtures/timing';
import { anvilAccounts } from '../stack/chain/accounts';
import { MONEY_LANGUAGES, reviewNotice, speaking } from './screens-helpers';

/**
 * The money stories again in Vietnamese (a comma decimal, a dot for grouping) and Persian
 * (right to left, its own digits), beside English: what is refused, reviewed or recovered must
 * be so in every language a person reads.
 */
const ACCOUNT_3 = anvilAccounts[3]!.address;
const ZERO = `0x${'0'.repeat(40)}`;

for (const lang of MONEY_LANGUAGES) {
  const { m, n } = speaking(lang);
  const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
  const withdrawCalls = async (api: { requests(): Promise<{ path: string }[]> }) =>
    (await api.requests()).filter((r) => r.path === '/api/withdraw').length;

  async function fillWithdraw(page: Page, address: string, amount: string) {
    await page.getByRole('textbox', { name: m('withdraw.address') }).fill(address);
    await page.getByRole('textbox', { name: m('withdraw.amount') }).fill(amount);
    await page.getByRole('button', { name: m('withdraw.submit'), exact: true }).click();
  }

  test.describe(`money in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('rwat:lang', l), lang);
    });

    test('a withdrawal below the minimum is refused on the form, in the language’s digits', async ({
      page,
      signIn,
      api,
    }) => {
      await signIn();
      await page.goto('/#/pages/assets/Withdraw');
      await api.clearLog();
      await fillWithdraw(page, ACCOUNT_3, '5');
      await expect(
        page.getByText(m('errors.minWithdraw', { limit: `${n('10')} USDT` })),
      ).toBeVisible();
      await expect(page.getByRole('dialog')).toBeHidden();
      expect(await withdrawCalls(api)).toBe(0);
    });

    test('the zero address is refused on the form (as the server refuses it); a lost answer is retried into one withdrawal', async ({
      page,
      signIn,
      api,
    }) => {
      await signIn();
      await page.goto('/#/pages/assets/Withdraw');
      await api.clearLog();
      await fillWithdraw(page, ZERO, '20');
      const review = page.getByRole('dialog', { name: m('assets.confirmTitle') });
      await expect(page.getByText(m('address.zero'))).toBeVisible();
      await expect(review).toBeHidden();
      expect(await withdrawCalls(api)).toBe(0);
      await expect(
        page.getByText(m('assets.available', { amount: `${n('1000')} USDT` })),
      ).toBeVisible();
      const confirm = review.getByRole('button', { name: m('app.confirm') });

      await fillWithdraw(page, ACCOUNT_3, '20');
      await api.clearLog();
      await api.force({ path: '/api/withdraw', dropAfter: true });
      await confirm.click();
      await expect(reviewNotice(review, m('errors.outcomeUnknown'))).toBeVisible();
      await confirm.click();
      await expect(status(page, m('withdraw.submitted'))).toBeVisible();
      expect(await withdrawCalls(api)).toBe(2);
      await expect(
        page.getByText(m('assets.available', { amount: `${n('980')} USDT` })),
      ).toBeVisible();
    });

    test('a top-up is reviewed before the wallet is asked, with the amount as meant', async ({
      page,
      signIn,
      wallet,
    }) => {
      await signIn();
      await page.goto('/#/pages/assets/topup');
      const amount = page.getByRole('textbox', { name: m('deposit.amount') });
      await amount.click();
      // The decimal key of the language's keypad.
      await page.keyboard.type(`2${n('2.5').includes(',') ? ',' : '.'}5`);
      await expect(amount).toHaveValue(n('2.5'));
      await page.getByRole('button', { name: m('deposit.submit'), exact: true }).click();
      const review = page.getByRole('dialog', { name: m('deposit.reviewTitle') });
      await expect(review).toContainText(n('2.5'));
      const asked = await wallet.requests();
      expect(asked).not.toContain('eth_sendTransaction');
      await review.getByRole('button', { name: m('app.cancel') }).click();
      await expect(review).toBeHidden();
      await expect(amount).toHaveValue(n('2.5'));
    });

    test('a near miss of one’s own wallet is flagged on the form and on the review', async ({
      page,
      signIn,
    }) => {
      const me = await signIn();
      await page.goto('/#/pages/assets/Withdraw');
      const lookAlike = `${me.slice(0, 10)}${'0'.repeat(28)}${me.slice(-4)}`.toLowerCase();
      await fillWithdraw(page, lookAlike, '20');
      const review = page.getByRole('dialog', { name: m('assets.confirmTitle') });
      await expect(review.getByText(m('address.resembles'))).toBeVisible();
    });

    /** A deposit through its review; the first one also grants the vault its allowance. */
    async function topUp(page: Page, amount: string) {
      await page.getByRole('textbox', { name: m('deposit.amount') }).fill(amount);
      await page.getByRole('button', { name: m('deposit.submit'), exact: true }).click();
      const review = page.getByRole('dialog', { name: m('deposit.reviewTitle') });
      await review.getByRole('button', { name: m('app.confirm') }).click();
      await expect(review).toBeHidden();
    }
    const recent = (page: Page) =>
      page
        .getByRole('list', { name: m('deposit.recent') })
        .getByRole('listitem')
        .first();

    test('a receipt that does not come frees the screen; a refused deposit ends Cancelled', async ({
      page,
      signIn,
      chain,
      wallet,
    }) => {
      test.setTimeout(120_000);
      await signIn();
      await page.goto('/#/pages/assets/topup');
      await topUp(page, '5');
      await expect(status(page, m('deposit.submitted'))).toBeVisible();

      await chain.rpc('evm_setAutomine', [false]);
      try {
        // The screen's minute-long wait for a receipt ends at once from here.
        await shortenWaitsNow(page, { receiptWaitMs: 1 });
        await topUp(page, '7');
        const pending = page.getByRole('list', { name: m('deposit.pendingTitle') });
        await expect(pending).toContainText(m('deposit.stillPending'));
        await chain.rpc('evm_mine');
      } finally {
        await chain.rpc('evm_setAutomine', [true]);
      }
      await expect(status(page, m('deposit.confirmedLater'))).toBeVisible();

      await wallet.rejectNext();
      await topUp(page, '4');
      await expect(status(page, m('wallet.rejected'))).toBeVisible();
      await expect(recent(page)).toContainText(`${n('4')} USDT`);
      await expect(recent(page)).toContainText(m('records.depositStatus.cancelled'));
    });

    test('an invite link pre-fills the referrer and asks; nothing binds by itself', async ({
      page,
      wallet,
      api,
    }) => {
      await wallet.configure({ account: 9 });
      await page.goto(`/#/pages/index/index?inviter=${ACCOUNT_3.toLowerCase()}`);
      await page.getByRole('button', { name: m('home.bind.entry') }).click();
      const dialog = page.getByRole('dialog', { name: m('home.bind.title') });
      await expect(dialog.getByRole('textbox')).toHaveValue(ACCOUNT_3);
      await expect(dialog.getByText(m('home.bind.fromInvite'))).toBeVisible();
      expect((await api.requests()).filter((r) => r.path === '/api/user/bind')).toHaveLength(0);
    });
  });
}
