import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { message } from '../fixtures/catalogues';
import { watchPosts } from './screens-helpers';

/**
 * Every change of state is said as it is: a deposit that moved nothing never looks like a
 * credit, a notice goes when what it spoke of is gone, and the amount field writes the typed
 * value in the language's digits while what is sent stays the same plain decimal.
 */
async function paste(page: Page, text: string) {
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

test.describe('deposits that moved nothing', () => {
  test('Cancelled and Failed deposits are not written like a credit', async ({
    page,
    signIn,
    wallet,
  }) => {
    test.setTimeout(90_000);
    await signIn();
    await page.goto('/#/pages/assets/topup');
    const review = page.getByRole('dialog', { name: 'Review your deposit' });
    const topUp = async (amount: string) => {
      await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
      await page.getByRole('button', { name: 'Top up', exact: true }).click();
      await review.getByRole('button', { name: 'Confirm' }).click();
      await expect(review).toBeHidden();
    };
    const rows = page.getByRole('list', { name: 'Recent deposits' }).getByRole('listitem');
    // Each deposit is read as ended before the next refusal is set: the wallet's next refusal
    // goes to whichever transaction asks first, and the seeded records already say Success.
    const ended = async (amount: string, status: string) => {
      await expect(rows.first()).toContainText(`${amount} USDT`);
      await expect(rows.first()).toContainText(status);
    };
    await topUp('5');
    await ended('5', 'Success');
    await wallet.rejectNext();
    await topUp('4');
    await ended('4', 'Cancelled');
    await wallet.revertNext();
    await topUp('3');
    await ended('3', 'Failed');

    const colour = (text: string) =>
      rows
        .filter({ hasText: text })
        .getByText(text, { exact: true })
        .evaluate((el) => getComputedStyle(el.parentElement ?? el).color);
    const credit = await colour('5 USDT');
    const title = await rows
      .first()
      .getByRole('heading')
      .evaluate((el) => getComputedStyle(el).color);
    for (const amount of ['4 USDT', '3 USDT']) {
      const seen = await colour(amount);
      expect(seen, amount).not.toBe(credit);
      expect(seen, amount).toBe(title);
      await expect(rows.filter({ hasText: amount })).not.toContainText(`+${amount}`);
    }
  });
});

test.describe('a notice goes when what it spoke of is gone', () => {
  test('the refused paste’s notice leaves once the field holds a typed amount', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/#/pages/assets/FlashExchange');
    const field = page.getByRole('textbox', { name: 'Redeem amount (RWAT)' });
    await field.click();
    await paste(page, '1e18');
    const notice = page.getByText('The pasted text was not used.');
    await expect(notice).toBeVisible();
    await page.keyboard.type('12');
    await expect(field).toHaveValue('12');
    await expect(notice).toBeHidden();
  });
});

const languages = [
  ['en', '12.5', '12,5'],
  ['vi', '12,5', '12,5'],
  ['fa', '۱۲٫۵', '۱۲٫۵'],
] as const;

for (const [lang, shown, typed] of languages) {
  test(`the amount field writes ${shown} in ${lang}; the exchange sends 12.5`, async ({
    page,
    signIn,
  }) => {
    await page.addInitScript((l) => localStorage.setItem('rwat:lang', l), lang);
    await signIn();
    await page.goto('/#/pages/assets/FlashExchange');
    const field = page.getByRole('textbox', { name: message(lang, 'flash.amount') });
    await field.click();
    // A decimal keypad's comma (or Persian's own separator) is the decimal point.
    await page.keyboard.type(typed);
    await expect(field).toHaveValue(shown);
    // Typed in the middle, a digit stays where it was typed.
    await page.keyboard.press('Home');
    await page.keyboard.type(lang === 'fa' ? '۱' : '1');
    await expect(field).toHaveValue(lang === 'fa' ? '۱۱۲٫۵' : shown.replace(/^/, '1'));
    await page.keyboard.press('Home');
    await page.keyboard.press('Delete');
    await expect(field).toHaveValue(shown);

    await page.getByRole('button', { name: message(lang, 'flash.submit'), exact: true }).click();
    const review = page.getByRole('dialog', { name: message(lang, 'assets.confirmTitle') });
    const sent = await watchPosts(page, '/api/flash/exchange');
    await review.getByRole('button', { name: message(lang, 'app.confirm') }).click();
    await expect.poll(sent).toEqual([expect.objectContaining({ amount: '12.5' })]);
  });
}

// A network change's sign-out and its words: auth-said.spec.ts.
