import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { shortenWaits } from '../fixtures/timing';
import { anvilAccounts } from '../stack/chain/accounts';
import stackConfig from '../stack/stack.config.json';
import {
  callsTo,
  expectAccessible,
  MONEY_LANGUAGES,
  reviewNotice,
  speaking,
  tokenOf,
  watchPosts,
} from './screens-helpers';

/**
 * Reviews a careful person would sign, and messages that stay until they are read: what is
 * lost is refused where it is typed (and by the server), a look-alike is acknowledged, the
 * withdrawal and flash reviews say what binds, a refusal about a field is said under it, a
 * refused keystroke's notice stays, and a Confirm made offline says nothing was sent.
 */
const { USDT, vault } = stackConfig.contracts;
/** Demo account 1's line has account 5 in it; account 3 is in another line. */
const SAME_LINE = anvilAccounts[5]!.address;
const OTHER_LINE = anvilAccounts[3]!.address;
const FLASH = '/#/pages/assets/FlashExchange';

/** The value shown beside a label of a description list. */
const shown = (scope: Page | ReturnType<Page['getByRole']>, label: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** A money request sent straight to the API as another client would, with the page's session. */
async function postAsClient(page: Page, apiUrl: string, path: string, body: unknown) {
  const token = await tokenOf(page);
  const res = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': `${Date.now().toString(16)}${'0'.repeat(20)}`.slice(0, 32),
    },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number };
}

for (const lang of MONEY_LANGUAGES) {
  const { m, n } = speaking(lang);

  test.describe(`reviews that bind, in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('rwat:lang', l), lang);
    });

    test('the app’s own token and vault are refused as destinations, on the form and by the server', async ({
      page,
      signIn,
      api,
      stack,
    }) => {
      await signIn();
      for (const [route, field, amountField, submitKey, path] of [
        [
          'Withdraw',
          'withdraw.address',
          'withdraw.amount',
          'withdraw.submit',
          '/api/withdraw',
        ] as const,
        [
          'transfer',
          'transfer.address',
          'transfer.amount',
          'transfer.submit',
          '/api/transfer',
        ] as const,
      ]) {
        await page.goto(`/#/pages/assets/${route}`);
        const address = page.getByRole('textbox', { name: m(field) });
        await page.getByRole('textbox', { name: m(amountField) }).fill('20');
        await api.clearLog();
        for (const contract of [USDT, vault]) {
          await address.fill(contract);
          // Said as it is typed, under the address, and nothing can accept it.
          await expect(page.getByText(m('address.appContract'))).toBeVisible();
          await page.getByRole('button', { name: m(submitKey), exact: true }).click();
          await expect(page.getByRole('dialog')).toBeHidden();
          await expect(page.getByRole('checkbox')).toHaveCount(0);
        }
        expect(await callsTo(api, path)).toBe(0);
        // Another client is refused by the server too, with its own code; nothing moves.
        for (const contract of [USDT, vault]) {
          const answer = await postAsClient(page, stack.apiUrl, path, {
            symbol: 'USDT',
            address: contract,
            amount: '20',
          });
          expect(answer.code, `${path} ${contract}`).toBe(1090);
        }
      }
    });

    test('a look-alike recipient is acknowledged in the review before Confirm', async ({
      page,
      signIn,
    }) => {
      const me = await signIn();
      await page.goto('/#/pages/assets/Withdraw');
      const lookAlike = `${me.slice(0, 10)}${'0'.repeat(28)}${me.slice(-4)}`.toLowerCase();
      await page.getByRole('textbox', { name: m('withdraw.address') }).fill(lookAlike);
      await page.getByRole('textbox', { name: m('withdraw.amount') }).fill('20');
      await page.getByRole('button', { name: m('withdraw.submit'), exact: true }).click();
      const review = page.getByRole('dialog', { name: m('assets.confirmTitle') });
      await expect(review.getByText(m('address.resembles'))).toBeVisible();
      const confirm = review.getByRole('button', { name: m('app.confirm') });
      await expect(confirm).toBeDisabled();
      await review.getByRole('checkbox', { name: m('address.acknowledgeLookAlike') }).check();
      await expect(confirm).toBeEnabled();
    });

    test('the withdrawal review names the network, the fee, the review before payment and the minimum with its unit', async ({
      page,
      signIn,
    }) => {
      await signIn();
      await page.goto('/#/pages/assets/Withdraw');
      await expect(
        page.getByText(m('withdraw.minimum', { limit: `${n('10')} USDT` })),
      ).toBeVisible();
      await page
        .getByRole('textbox', { name: m('withdraw.address') })
        .fill(anvilAccounts[9]!.address);
      await page.getByRole('textbox', { name: m('withdraw.amount') }).fill('20');
      await page.getByRole('button', { name: m('withdraw.submit'), exact: true }).click();
      const review = page.getByRole('dialog', { name: m('assets.confirmTitle') });
      await expect(shown(review, m('withdraw.network'))).toHaveText(m('withdraw.networkName'));
      await expect(shown(review, m('withdraw.fee'))).toHaveText(`${n('0')} USDT`);
      await expect(shown(review, m('withdraw.minimumLabel'))).toHaveText(`${n('10')} USDT`);
      await expect(review.getByText(m('withdraw.whatNext'))).toBeVisible();
    });

    test('the flash review says the minimum received, its tolerance and the price’s age; new terms wait for Accept', async ({
      page,
      signIn,
      api,
    }) => {
      await shortenWaits(page, { priceRefreshMs: 1_000 });
      await signIn();
      await page.goto(FLASH);
      await page.getByRole('textbox', { name: m('flash.amount') }).fill('10');
      await page.getByRole('button', { name: m('flash.submit'), exact: true }).click();
      const review = page.getByRole('dialog', { name: m('assets.confirmTitle') });
      await expect(shown(review, m('flash.minimumReceived'))).toHaveText(`${n('4.75')} USDT`);
      const percent = new Intl.NumberFormat(lang, { style: 'percent' }).format(0);
      await expect(review.getByText(m('flash.tolerance', { tolerance: percent }))).toBeVisible();
      await expect(review.getByText(m('flash.priceAge', { age: '' }).trim())).toBeVisible();

      // The market moves while the review is open: the new terms show, Confirm waits.
      await api.setPrice('0.4');
      await expect(reviewNotice(review, m('flash.priceUpdated'))).toBeVisible();
      await expect(shown(review, m('flash.minimumReceived'))).toHaveText(`${n('3.8')} USDT`);
      const confirm = review.getByRole('button', { name: m('app.confirm') });
      await expect(confirm).toBeDisabled();
      await review.getByRole('button', { name: m('flash.accept') }).click();
      await expect(confirm).toBeEnabled();
      const sent = await watchPosts(page, '/api/flash/exchange');
      await confirm.click();
      await expect(review).toBeHidden();
      expect(await sent()).toEqual([{ amount: '10', minReceived: '3.8' }]);
    });

    test('a transfer to another line is refused under the address, in a solid notice that stays until dismissed', async ({
      page,
      signIn,
    }) => {
      await signIn();
      await page.goto('/#/pages/assets/transfer');
      const address = page.getByRole('textbox', { name: m('transfer.address') });
      await address.fill(OTHER_LINE);
      await page.getByRole('textbox', { name: m('transfer.amount') }).fill('5');
      const submit = page.getByRole('button', { name: m('transfer.submit'), exact: true });
      await submit.click();
      const review = page.getByRole('dialog', { name: m('assets.confirmTitle') });
      await review.getByRole('button', { name: m('app.confirm') }).click();
      await expect(review).toBeHidden();

      // Under the field it concerns, as the field's own error.
      await expect(address).toHaveAccessibleDescription(m('errors.sameLineOnly'));
      // And in the notice: an alert, solid, covering neither the field nor the primary button.
      const notice = page
        .getByRole('status')
        .getByRole('alert')
        .filter({ hasText: m('errors.sameLineOnly') });
      await expect(notice).toBeVisible();
      const background = await notice.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(background).toMatch(/^rgb\(/);
      const overlaps = async (other: ReturnType<Page['getByRole']>) => {
        const a = (await notice.boundingBox())!;
        const b = (await other.boundingBox())!;
        return (
          a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
        );
      };
      expect(await overlaps(address)).toBe(false);
      expect(await overlaps(submit)).toBe(false);
      // Announced and operable: no accessibility violation with the notice up.
      await expectAccessible(page);

      // Typing elsewhere at once does not take the error away; dismissing it does.
      await page.getByRole('textbox', { name: m('transfer.amount') }).fill('6');
      await expect(notice).toBeVisible();
      await notice.getByRole('button', { name: m('app.close') }).click();
      await expect(notice).toBeHidden();
      // The field's own error stays until the address is edited.
      await expect(address).toHaveAccessibleDescription(m('errors.sameLineOnly'));
      await address.fill(SAME_LINE);
      await expect(page.getByText(m('errors.sameLineOnly'))).toBeHidden();
    });

    test('a refused keystroke’s notice stays while the number it changed is in the field', async ({
      page,
      signIn,
    }) => {
      await signIn();
      await page.goto('/#/pages/assets/topup');
      const field = page.getByRole('textbox', { name: m('deposit.amount') });
      await field.click();
      await page.keyboard.type('1e18');
      await expect(field).toHaveValue(n('118'));
      const refused = m('amountInput.notTyped', {
        reason: m('amountInput.reason.exponent'),
      });
      await expect(page.getByText(refused)).toBeVisible();
      await page.keyboard.type('5');
      await expect(page.getByText(refused)).toBeVisible();
      // Cleared, the number it spoke of is gone, and so is the notice.
      await field.fill('');
      await expect(page.getByText(refused)).toBeHidden();
    });

    test('confirming offline says nothing was sent, and the review stays for a Confirm once back', async ({
      page,
      signIn,
      api,
    }) => {
      await signIn();
      await page.goto('/#/pages/assets/transfer');
      await page.getByRole('textbox', { name: m('transfer.address') }).fill(SAME_LINE);
      await page.getByRole('textbox', { name: m('transfer.amount') }).fill('5');
      await page.getByRole('button', { name: m('transfer.submit'), exact: true }).click();
      const review = page.getByRole('dialog', { name: m('assets.confirmTitle') });
      await api.clearLog();
      await page.context().setOffline(true);
      await review.getByRole('button', { name: m('app.confirm') }).click();
      await expect(reviewNotice(review, m('errors.offlineNotSent'))).toBeVisible();
      await expect(review.getByText(m('errors.outcomeUnknown'))).toHaveCount(0);
      await page.context().setOffline(false);
      expect(await callsTo(api, '/api/transfer')).toBe(0);
      await review.getByRole('button', { name: m('app.confirm') }).click();
      await expect(review).toBeHidden();
      expect(await callsTo(api, '/api/transfer')).toBe(1);
    });
  });
}
