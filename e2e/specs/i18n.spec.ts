import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures';

type Catalogue = Record<string, Record<string, string>>;
const catalogue = (id: string): Catalogue =>
  JSON.parse(readFileSync(`messages/${id}.json`, 'utf8'));
const en = catalogue('en');

const languages: [id: string, nativeName: string][] = [
  ['zh_TW', '繁體中文'],
  ['zh_CN', '简体中文'],
  ['ja', '日本語'],
  ['en', 'English'],
  ['ms', 'Bahasa Melayu'],
  ['ko', '한국어'],
  ['id', 'Bahasa Indonesia'],
  ['th', 'ไทย'],
  ['es', 'Español'],
  ['fa', 'فارسی'],
  ['km', 'ខ្មែរ'],
  ['pt', 'Português'],
  ['ru', 'Русский'],
  ['vi', 'Tiếng Việt'],
];

test.describe('languages', () => {
  test('the picker offers all 14 languages by their own names', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Language' }).click();
    const dialog = page.getByRole('dialog', { name: 'Language' });
    for (const [, name] of languages)
      await expect(dialog.getByRole('button', { name, exact: true })).toBeVisible();
  });

  for (const [id, name] of languages.filter(([l]) => l !== 'en')) {
    test(`${id}: the shell speaks the chosen language, and the choice survives a reload`, async ({
      page,
      api,
    }) => {
      const t = catalogue(id);
      await page.goto('/');
      await page.getByRole('button', { name: 'Language' }).click();
      await page.getByRole('button', { name, exact: true }).click();
      const nav = page.getByRole('navigation', { name: t.tabs!.label });
      for (const tab of ['home', 'pledge', 'assets', 'flash', 'team']) {
        await expect(nav.getByRole('link', { name: t.tabs![tab], exact: true })).toBeVisible();
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.routes!.home!);
      // No English left in the shell: none of the English tab labels is shown.
      for (const tab of ['pledge', 'assets', 'flash', 'team']) {
        if (t.tabs![tab] !== en.tabs![tab])
          await expect(nav.getByText(en.tabs![tab]!, { exact: true })).toHaveCount(0);
      }
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.routes!.home!);
      await api.clearLog();
      await page.getByRole('link', { name: t.tabs!.home, exact: true }).click();
      await page.reload();
      await expect
        .poll(async () =>
          (await api.requests())
            .map((r) => r.lang)
            .filter(Boolean)
            .at(-1),
        )
        .toBe(id);
    });
  }

  test('a ?lang=hk link opens in Traditional Chinese', async ({ page }) => {
    const zhTW = catalogue('zh_TW');
    await page.goto('/?lang=hk');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(zhTW.routes!.home!);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  });

  test('Persian reads right to left: mirrored tab bar and back arrow, addresses stay LTR', async ({
    page,
    signIn,
  }, testInfo) => {
    const fa = catalogue('fa');
    const address = await signIn();
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('button', { name: 'فارسی', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');

    const nav = page.getByRole('navigation', { name: fa.tabs!.label });
    const home = await nav.getByRole('link', { name: fa.tabs!.home }).boundingBox();
    const team = await nav.getByRole('link', { name: fa.tabs!.team }).boundingBox();
    expect(home!.x).toBeGreaterThan(team!.x);

    const shown = page.getByText(address, { exact: true });
    await expect(shown).toHaveCSS('direction', 'ltr');
    await testInfo.attach('persian-home', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });

    await page.getByRole('link', { name: fa.tabs!.assets }).click();
    await page.evaluate(() => {
      window.location.hash = '#/pages/assets/Rechargerecords';
    });
    const backIcon = page.getByRole('button', { name: fa.app!.back }).locator('svg');
    await expect(backIcon).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
    await testInfo.attach('persian-records', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  });
});
