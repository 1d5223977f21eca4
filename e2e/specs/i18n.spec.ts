import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures';
import { message } from '../fixtures/catalogues';

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

type Flat = Map<string, string>;
const flatten = (o: object, prefix = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v
      ? flatten(v, `${prefix}${k}.`)
      : [[`${prefix}${k}`, String(v)] as [string, string]],
  );
const flatEn: Flat = new Map(flatten(en));

/** English texts on screen that the language translates differently: leftovers. */
async function englishLeftovers(
  page: import('@playwright/test').Page,
  id: string,
): Promise<string[]> {
  const target: Flat = new Map(flatten(catalogue(id)));
  const ownTexts = new Set(target.values());
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered lines a person sees are the point
  const text = await page.locator('body').innerText();
  const leftovers: string[] = [];
  for (const [key, english] of flatEn) {
    const translated = target.get(key) ?? '';
    if (english.length < 4 || english.includes('{') || translated === english) continue;
    if (translated.includes(english)) continue;
    // The language writes this very text itself elsewhere (a short tab label "Staking" in
    // Spanish, whose full name is "Hacer staking"): its own word, not a leftover.
    if (ownTexts.has(english)) continue;
    if (new RegExp(`(^|\\n)${english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|\\n)`).test(text)) {
      leftovers.push(`${key}: ${english}`);
    }
  }
  return leftovers;
}

test.describe('languages', () => {
  test('the picker offers all 14 languages by their own names', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await page.getByRole('button', { name: 'Language' }).click();
    const dialog = page.getByRole('dialog', { name: 'Language' });
    for (const [, name] of languages)
      await expect(dialog.getByRole('button', { name, exact: true })).toBeVisible();
  });

  // One page goes through the languages, each its own step: a page load per language, not a
  // test (its context, seed and sign-in) per language.
  const others = languages.filter(([l]) => l !== 'en');

  test('each language: the shell speaks it once chosen, and the choice survives a reload', async ({
    page,
    api,
  }) => {
    test.setTimeout(others.length * 15_000);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    let speaking = en;
    for (const [id, name] of others) {
      await test.step(id, async () => {
        const t = catalogue(id);
        await page.getByRole('button', { name: speaking.app!.language }).click();
        await page.getByRole('button', { name, exact: true }).click();
        const nav = page.getByRole('navigation', { name: t.tabs!.label });
        for (const tab of ['home', 'staking', 'assets', 'flash', 'team']) {
          await expect(nav.getByRole('link', { name: t.tabs![tab], exact: true })).toBeVisible();
        }
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.routes!.home!);
        // No English left in the shell: none of the English tab labels is shown (unless the
        // language's own short label is that word).
        const short = t.tabs!.short as unknown as Record<string, string>;
        for (const tab of ['staking', 'assets', 'flash', 'team']) {
          if (t.tabs![tab] !== en.tabs![tab] && short[tab] !== en.tabs![tab])
            await expect(nav.getByText(en.tabs![tab]!, { exact: true })).toHaveCount(0);
        }
        // Reloaded, the page keeps the language, and asks the API in it.
        await api.clearLog();
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.routes!.home!);
        await expect
          .poll(async () =>
            (await api.requests())
              .map((r) => r.lang)
              .filter(Boolean)
              .at(-1),
          )
          .toBe(id);
        speaking = t;
      });
    }
  });

  test('each language: home, assets and the invite dialog have no English left', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(others.length * 15_000);
    await signIn();
    let speaking = en;
    for (const [id, name] of others) {
      await test.step(id, async () => {
        const t = catalogue(id);
        const tabs = page.getByRole('navigation', { name: speaking.tabs!.label });
        await tabs.getByRole('link', { name: speaking.tabs!.home, exact: true }).click();
        await page.getByRole('button', { name: speaking.app!.language }).click();
        await page.getByRole('button', { name, exact: true }).click();
        await expect(page.locator('html')).toHaveAttribute('lang', /./);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.routes!.home!);
        const home = (t as unknown as { home: { invite: { entry: string; title: string } } }).home;
        await expect(page.getByRole('button', { name: home.invite.entry })).toBeVisible();
        expect.soft(await englishLeftovers(page, id), `${name}: home`).toEqual([]);
        await page.getByRole('button', { name: home.invite.entry }).click();
        await expect(page.getByRole('dialog', { name: home.invite.title })).toBeVisible();
        expect.soft(await englishLeftovers(page, id), `${name}: invite dialog`).toEqual([]);
        await page.keyboard.press('Escape');
        await page
          .getByRole('navigation', { name: t.tabs!.label })
          .getByRole('link', { name: t.tabs!.assets, exact: true })
          .click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.routes!.assets!);
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        expect.soft(await englishLeftovers(page, id), `${name}: assets`).toEqual([]);
        speaking = t;
      });
    }
  });

  test("Khmer's lines have room for its stacked letters; English keeps the usual spacing", async ({
    page,
  }) => {
    /** A line's height as a multiple of its letters' size. */
    const spacing = (element: Locator) =>
      element.evaluate((el) => {
        const style = getComputedStyle(el);
        return Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize);
      });
    for (const [lang, body, title] of [
      ['km', 1.8, 1.6],
      ['en', 1.5, 1.25],
    ] as const) {
      await page.goto(`/?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // Home's title (a heading's spacing) and its balances' label (body text's).
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(message(lang, 'routes.home'));
      expect(await spacing(heading)).toBeCloseTo(title);
      const label = page.getByText(message(lang, 'home.balances.total'), { exact: true });
      expect(await spacing(label)).toBeCloseTo(body);
    }
  });

  test('a ?lang=hk link opens in Traditional Chinese', async ({ page }) => {
    const zhTW = catalogue('zh_TW');
    await page.goto('/?lang=hk');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(zhTW.routes!.home!);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  });

  test('Persian reads right to left: mirrored tab bar and back arrow, addresses stay LTR', async ({
    page,
    signIn,
  }) => {
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

    // The header chip's short address, and the full one in its menu, both left to right.
    const chip = page.getByRole('button', { name: fa.auth!.account });
    const short = chip.getByText(`${address.slice(0, 6)}…${address.slice(-4)}`, { exact: true });
    await expect(short).toHaveCSS('direction', 'ltr');
    await chip.click();
    const menu = page.getByRole('dialog', { name: fa.auth!.account });
    await expect(menu.getByText(address, { exact: true })).toHaveCSS('direction', 'ltr');
    await menu.getByRole('button', { name: fa.app!.close, exact: true }).click();

    await page.getByRole('link', { name: fa.tabs!.assets }).click();
    await page.evaluate(() => {
      window.location.hash = '#/pages/assets/Rechargerecords';
    });
    const backIcon = page.getByRole('button', { name: fa.app!.back }).locator('svg');
    await expect(backIcon).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
  });
});
