import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { message } from '../fixtures/catalogues';
import { inLanguage, reviewNotice } from './screens-helpers';

/** The language a person chose earlier (kept in localStorage), before the app starts. */
async function speaking(page: Page, lang: string) {
  await page.addInitScript((l) => localStorage.setItem('rwat:lang', l), lang);
}

async function openFlashIn(page: Page, lang: string) {
  await page.goto('/#/pages/assets/FlashExchange');
  return page.getByRole('textbox', { name: message(lang, 'flash.amount') });
}

/** Pastes text into the focused field as a clipboard paste would. */
async function paste(page: Page, text: string) {
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

const exchanges = async (api: { requests(): Promise<{ path: string }[]> }) =>
  (await api.requests()).filter((r) => r.path === '/api/flash/exchange');

test.describe('amounts are what the person meant', () => {
  test('a Vietnamese keypad’s comma is the decimal point, and the review shows 12,5', async ({
    page,
    signIn,
    api,
  }) => {
    await speaking(page, 'vi');
    await signIn();
    const field = await openFlashIn(page, 'vi');
    await field.click();
    await page.keyboard.type('12,5');
    // The field writes it as the language does; what is sent is 12.5.
    await expect(field).toHaveValue('12,5');
    await page.getByRole('button', { name: message('vi', 'flash.submit'), exact: true }).click();
    const review = page.getByRole('dialog', { name: message('vi', 'assets.confirmTitle') });
    await expect(review.getByText('12,5 RWAT', { exact: true })).toBeVisible();
    expect(await exchanges(api)).toHaveLength(0);

    await review.getByRole('button', { name: message('vi', 'app.confirm') }).click();
    // 12.5 RWAT at 0.5 is 6.25 USDT, less the 5 % fee: 5.9375.
    const received = inLanguage('vi', '5.9375');
    await expect(
      page.getByRole('status').filter({ hasText: message('vi', 'flash.submitted', { received }) }),
    ).toBeVisible();
    // 500 RWAT less 12.5, not less 125.
    await expect(page.getByText('487,5 RWAT', { exact: true })).toBeVisible();
  });

  test('keys that would change the number are not applied, and the field says why', async ({
    page,
    signIn,
  }) => {
    await signIn();
    const field = await openFlashIn(page, 'en');
    await field.click();
    await page.keyboard.type('-');
    await expect(field).toHaveValue('');
    await expect(page.getByText('That key was not applied. Amounts have no sign.')).toBeVisible();
    await page.keyboard.type('1.5.');
    await expect(field).toHaveValue('1.5');
    await expect(
      page.getByText('That key was not applied. An amount has one decimal point.'),
    ).toBeVisible();
    await field.fill('');
    await page.keyboard.type('.5');
    await expect(field).toHaveValue('0.5');
    await page.keyboard.type('e');
    await expect(field).toHaveValue('0.5');
    await expect(
      page.getByText('That key was not applied. Write the amount in full, without an exponent.'),
    ).toBeVisible();
    await page.keyboard.type('x');
    await expect(field).toHaveValue('0.5');
    await expect(
      page.getByText('That key was not applied. Only digits and one decimal point.'),
    ).toBeVisible();
  });

  test('a paste that is not a plain amount is refused whole; a grouped one is read in the language', async ({
    page,
    signIn,
  }) => {
    await signIn();
    const field = await openFlashIn(page, 'en');
    await field.click();
    for (const [text, reason] of [
      ['1e18', 'Write the amount in full, without an exponent.'],
      ['1e-7', 'Amounts have no sign.'],
      ['-1', 'Amounts have no sign.'],
      ['0x10', 'Only digits and one decimal point.'],
      ['12,5', 'Its separators are ambiguous in this language; type the amount instead.'],
    ] as const) {
      await paste(page, text);
      await expect(field).toHaveValue('');
      await expect(page.getByText(`The pasted text was not used. ${reason}`)).toBeVisible();
    }
    await paste(page, '1,234.5');
    await expect(field).toHaveValue('1234.5');
    await field.fill('');

    await page.evaluate(() => localStorage.setItem('rwat:lang', 'vi'));
    await page.reload();
    const vi = await openFlashIn(page, 'vi');
    await vi.click();
    await paste(page, '1.234,5');
    await expect(vi).toHaveValue('1234,5');
  });

  test('a digit pasted into a Vietnamese amount keeps its decimal point; the exchange is that amount', async ({
    page,
    signIn,
  }) => {
    await speaking(page, 'vi');
    await signIn();
    const field = await openFlashIn(page, 'vi');
    await field.click();
    await page.keyboard.type('0,125');
    await expect(field).toHaveValue('0,125');
    // In Vietnamese a dot groups thousands: read as a whole, "10.125" would be ten thousand.
    await page.keyboard.press('Home');
    await paste(page, '1');
    await expect(field).toHaveValue('10,125');
    await page.keyboard.press('End');
    await paste(page, '00');
    await expect(field).toHaveValue('10,12500');
    await page.getByRole('button', { name: message('vi', 'flash.submit'), exact: true }).click();
    const review = page.getByRole('dialog', { name: message('vi', 'assets.confirmTitle') });
    await expect(review.getByText('10,125 RWAT', { exact: true })).toBeVisible();
    await review.getByRole('button', { name: message('vi', 'app.confirm') }).click();
    // 10.125 RWAT at 0.5 is 5.0625 USDT, less the fee of 0.253125: 4.809375.
    const received = inLanguage('vi', '4.809375');
    await expect(
      page.getByRole('status').filter({ hasText: message('vi', 'flash.submitted', { received }) }),
    ).toBeVisible();
    // 500 RWAT less 10.125, not less 10 125 (which the balance could not even pay).
    await expect(page.getByText('489,875 RWAT', { exact: true })).toBeVisible();
  });

  test('Persian and Arabic-Indic digits are read, and the review speaks Persian', async ({
    page,
    signIn,
  }) => {
    await speaking(page, 'fa');
    await signIn();
    const field = await openFlashIn(page, 'fa');
    await field.click();
    await page.keyboard.type('۱۲٫۵');
    await expect(field).toHaveValue('۱۲٫۵');
    await field.fill('');
    // Arabic-Indic digits are read too, and written back in Persian's own.
    await page.keyboard.type('١٢');
    await expect(field).toHaveValue('۱۲');
    await page.getByRole('button', { name: message('fa', 'flash.submit'), exact: true }).click();
    const review = page.getByRole('dialog', { name: message('fa', 'assets.confirmTitle') });
    await expect(review.getByText('۱۲ RWAT', { exact: true })).toBeVisible();
  });
});

test.describe('flash exchange is reviewed before it runs', () => {
  test('neither a tap nor Enter exchanges until the review is confirmed', async ({
    page,
    signIn,
    api,
  }) => {
    await signIn();
    const field = await openFlashIn(page, 'en');
    await field.fill('10');
    await field.press('Enter');
    const review = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(review).toBeVisible();
    await expect(review.getByText('10 RWAT', { exact: true })).toBeVisible();
    await expect(review.getByText('0.5 U', { exact: true })).toBeVisible();
    // 10 RWAT × 0.5 = 5 USDT gross; the fee and what arrives add up to it.
    await expect(review.getByText('4.75 USDT', { exact: true })).toBeVisible();
    await expect(review.getByText('0.25 USDT', { exact: true })).toBeVisible();
    await review.getByRole('button', { name: 'Cancel' }).click();
    await expect(review).toBeHidden();
    await page.getByRole('button', { name: 'Exchange', exact: true }).click();
    await expect(review).toBeVisible();
    expect(await exchanges(api)).toHaveLength(0);
    await review.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Flash exchange succeeded' }),
    ).toBeVisible();
    expect(await exchanges(api)).toHaveLength(1);
  });
});

test.describe('an exchange happens once, however often its answer is lost', () => {
  test('the answer is lost after the server exchanged; Confirm again; one exchange', async ({
    page,
    signIn,
    api,
  }) => {
    await signIn();
    const field = await openFlashIn(page, 'en');
    await field.fill('10');
    await page.getByRole('button', { name: 'Exchange', exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Please confirm' });
    await api.force({ path: '/api/flash/exchange', dropAfter: true });
    await review.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      reviewNotice(review, 'We could not tell whether this went through.'),
    ).toBeVisible();
    // The review stays, so the same confirmation can be retried.
    await review.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Flash exchange succeeded' }),
    ).toBeVisible();
    expect(await exchanges(api)).toHaveLength(2);
    await expect(page.getByText('490 RWAT', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Flash exchange records' }).click();
    await expect(
      page.getByRole('list', { name: 'Flash exchange records' }).getByRole('listitem'),
    ).toHaveCount(1);
  });
});
