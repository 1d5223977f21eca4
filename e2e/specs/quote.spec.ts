import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { shortenWaits } from '../fixtures/timing';
import { MONEY_LANGUAGES, reviewNotice, speaking, watchPosts } from './screens-helpers';

/**
 * The flash-exchange quote binds: what the review shows is the least that arrives. The market
 * moves through the stack's price control while the person looks at the screen.
 */
const FLASH = '/#/pages/assets/FlashExchange';

/** The value shown beside a label of the quote. */
const shown = (scope: Page | ReturnType<Page['getByRole']>, label: string) =>
  scope.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');

for (const lang of MONEY_LANGUAGES) {
  const { m, n } = speaking(lang);
  const percent = (value: string) =>
    new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(
      value as unknown as number,
    );

  /** Signed in, 10 RWAT under review at the seed's price: 4.75 USDT at the least. */
  async function reviewTenRwat(page: Page, signIn: () => Promise<unknown>) {
    await signIn();
    await page.goto(FLASH);
    await page.getByRole('textbox', { name: m('flash.amount') }).fill('10');
    await page.getByRole('button', { name: m('flash.submit'), exact: true }).click();
    return page.getByRole('dialog', { name: m('assets.confirmTitle') });
  }

  test.describe(`the flash-exchange quote binds, in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('rwat:lang', l), lang);
    });

    test('the fee rate and the price’s age are stated, and the price follows the market while the screen is open', async ({
      page,
      signIn,
      api,
    }) => {
      // Asked again every second instead of every 15: that it is asked again is what counts.
      await shortenWaits(page, { priceRefreshMs: 1_000 });
      await signIn();
      await page.goto(FLASH);
      await expect(shown(page, m('flash.price'))).toHaveText(
        m('flash.priceValue', { price: n('0.5') }),
      );
      await expect(shown(page, m('flash.feeRate'))).toHaveText(percent('0.05'));
      await expect(page.getByText(m('flash.priceAge', { age: '' }).trim())).toBeVisible();

      // The market moves; nobody reloads. The screen asks again by itself.
      await api.setPrice('0.6', '0.04');
      await expect(shown(page, m('flash.price'))).toHaveText(
        m('flash.priceValue', { price: n('0.6') }),
      );
      await expect(shown(page, m('flash.feeRate'))).toHaveText(percent('0.04'));
    });

    test('a price that moved down is refused, nothing is exchanged, and the new quote is reviewed afresh', async ({
      page,
      signIn,
      api,
    }) => {
      const review = await reviewTenRwat(page, signIn);
      // 10 RWAT at 0.5 less 5 %: 4.75 USDT, and that is the least the exchange may pay.
      await expect(shown(review, m('flash.minimumReceived'))).toHaveText(`${n('4.75')} USDT`);
      await expect(shown(review, m('flash.feeRate'))).toHaveText(percent('0.05'));

      await api.setPrice('0.4');
      const sent = await watchPosts(page, '/api/flash/exchange');
      await review.getByRole('button', { name: m('app.confirm') }).click();
      await expect(reviewNotice(review, m('errors.priceMoved'))).toBeVisible();
      expect((await sent())[0]).toEqual({ amount: '10', minReceived: '4.75' });
      // The review now shows what the exchange would pay at today's price, for a fresh Confirm.
      await expect(shown(review, m('flash.price'))).toHaveText(`${n('0.4')} U`);
      await expect(shown(review, m('flash.minimumReceived'))).toHaveText(`${n('3.8')} USDT`);
      // Nothing was exchanged: the balance is what it was.
      await expect(shown(page, m('flash.balance'))).toHaveText(`${n('500')} RWAT`);

      await review.getByRole('button', { name: m('app.confirm') }).click();
      const success = page
        .getByRole('status')
        .filter({ hasText: m('flash.submitted', { received: n('3.8') }) });
      await expect(success).toBeVisible();
      expect((await sent())[1]).toEqual({ amount: '10', minReceived: '3.8' });
      await expect(review).toBeHidden();
      await expect(shown(page, m('flash.balance'))).toHaveText(`${n('490')} RWAT`);

      // One exchange in the records, its type said once.
      await page.getByRole('link', { name: m('assets.flashRecords') }).click();
      const rows = page.getByRole('list', { name: m('records.exchanges') }).getByRole('listitem');
      await expect(rows).toHaveCount(1);
      await expect(rows.first().getByText(m('flash.typeRwatUsdt'))).toHaveCount(1);
      await expect(rows.first()).toContainText(`${n('3.8')} USDT`);
    });

    test('a price that moved up pays what it pays now, and the success names the USDT received', async ({
      page,
      signIn,
      api,
    }) => {
      const review = await reviewTenRwat(page, signIn);
      await expect(shown(review, m('flash.minimumReceived'))).toHaveText(`${n('4.75')} USDT`);
      await api.setPrice('0.6');
      await review.getByRole('button', { name: m('app.confirm') }).click();
      await expect(
        page.getByRole('status').filter({ hasText: m('flash.submitted', { received: n('5.7') }) }),
      ).toBeVisible();
    });
  });
}
