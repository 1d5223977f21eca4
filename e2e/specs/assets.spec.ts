import { expect, test } from '../fixtures';
import { message } from '../fixtures/catalogues';

test.describe('assets overview', () => {
  test('shows the three balances, the actions and the record links', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/#/pages/assets/assets');
    const term = (name: string) =>
      page.getByRole('term').filter({ hasText: name }).locator('xpath=following-sibling::dd[1]');
    await expect(term('USDT')).toHaveText('1,000');
    await expect(term('RWAT')).toHaveText('500');
    await expect(term('RWAC')).toHaveText('200');
    const actions = page.getByRole('navigation', { name: 'Asset actions' });
    for (const [name, title] of [
      ['Top up', 'Top up'],
      ['Withdraw', 'Withdraw'],
      ['Flash exchange', 'Flash exchange'],
      ['Transfer', 'Transfer'],
    ]) {
      await actions.getByRole('link', { name: name!, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await page.goBack();
    }
    for (const [name, title] of [
      ['Deposit records', 'Deposit records'],
      ['Withdrawal records', 'Withdrawal records'],
      ['Flash exchange records', 'Flash exchange records'],
      ['Transfer records', 'Transfer records'],
      ['View all', 'Asset details'],
    ]) {
      await page.getByRole('link', { name: name!, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await page.goBack();
    }
    await expect(
      page.getByRole('list', { name: 'Ledger entries' }).getByRole('listitem').first(),
    ).toBeVisible();
  });

  test('at 320 px in Malay, each record link is a row of its own, its name on one line', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.addInitScript(() => localStorage.setItem('rwat:lang', 'ms'));
    await signIn();
    await page.goto('/#/pages/assets/assets');
    for (const route of ['depositRecords', 'withdrawRecords', 'flashRecords', 'transferRecords']) {
      const name = message('ms', `assets.${route}`);
      const link = page.getByRole('link', { name, exact: true });
      const row = await link.boundingBox();
      const list = await link.locator('xpath=ancestor::ul[1]').boundingBox();
      expect(row!.width, name).toBeCloseTo(list!.width, 0);
      const words = link.getByText(name, { exact: true });
      const lines = await words.evaluate(
        (el) =>
          el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight),
      );
      expect(Math.round(lines), name).toBe(1);
    }
  });

  test('amount boxes keep the amount meant, and refuse what would change it', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/#/pages/assets/topup');
    const box = page.getByRole('textbox', { name: 'Amount' });
    for (const [typed, kept] of [
      ['-1', ''],
      ['00.5', '0.5'],
      ['.5', '0.5'],
      ['1..2', ''],
      ['1e5', ''],
      ['１２．５', '12.5'],
      ['12,5', '12.5'],
    ]) {
      await box.fill('');
      await box.fill(typed!);
      await expect(box).toHaveValue(kept!);
    }
  });
});
