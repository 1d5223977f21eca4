import type { BrowserContext, Locator, Page } from '@playwright/test';
import Big from 'big.js';
import type { Balances, PlatformConfig } from '@/lib/contract/contract';
import { expect, test } from '../fixtures';
import { languages, message } from '../fixtures/catalogues';
import { armWalletOnFirstLoad } from '../fixtures/session';
import { configureWallet } from '../fixtures/wallet';
import { inLanguage, readApi, stat, tokenOf } from './screens-helpers';

/** The smallest phone the app is made for: everything here must fit its first screen. */
const SMALL_PHONE = { width: 320, height: 640 };

test.use({ viewport: SMALL_PHONE });

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;

/**
 * Where `target` is drawn. As the app starts it may swap an element for its twin in the same
 * place (the boot frame's first line becomes Home's own, in one commit): one that goes between
 * finding and measuring is looked for again, never read as "not laid out".
 */
async function layoutBox(target: Locator): Promise<Box> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await target.waitFor({ state: 'visible' });
    const box = await target.boundingBox();
    if (box) return box;
  }
  throw new Error('not laid out');
}

/** Where the tab bar begins: whatever ends below it is hidden under it until a person scrolls. */
async function tabBarTop(page: Page, lang: string): Promise<number> {
  return (await layoutBox(page.getByRole('navigation', { name: message(lang, 'tabs.label') }))).y;
}

/** Shown, and whole above the tab bar, on the first screen (the page has not been scrolled). */
async function expectAboveTheFold(page: Page, lang: string, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await layoutBox(target);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${lang}: ends above the tab bar`).toBeLessThanOrEqual(
    await tabBarTop(page, lang),
  );
}

/**
 * The empty room at the end of a card: from its last child's end to where its content box ends
 * (its padding and border aside). A card as tall as what it shows has none.
 */
async function emptyRoomAtEnd(card: Locator): Promise<number> {
  return card.evaluate((el) => {
    const last = el.lastElementChild;
    if (!last) throw new Error('an empty card');
    const style = getComputedStyle(el);
    const contentEnd =
      el.getBoundingClientRect().bottom -
      Number.parseFloat(style.paddingBlockEnd) -
      Number.parseFloat(style.borderBlockEndWidth);
    return contentEnd - last.getBoundingClientRect().bottom;
  });
}

/** Where a thing starts on the page, the page not scrolled. */
async function topOf(target: Locator): Promise<number> {
  return (await layoutBox(target)).y;
}

/** A language's amount as Home writes it: cut to 4 places (never rounded up), in its digits. */
const shownIn = (lang: string, value: string) =>
  inLanguage(lang, new Big(value).round(4, Big.roundDown).toFixed());

test.describe("a guest's first screen", () => {
  // Each language in a tab of its own (a fresh page, its own session storage), all in one
  // browser context: a page load per language rather than a test per language.
  test.describe.configure({ timeout: languages.length * 12_000 });

  /** A new tab that speaks `lang`, at Home. */
  async function openIn(context: BrowserContext, lang: string): Promise<Page> {
    const page = await context.newPage();
    await page.addInitScript((l) => localStorage.setItem('rwat:lang', l), lang);
    await page.goto('/');
    return page;
  }

  test('with a wallet: what RWAT is, and the sign-in button above the tab bar, in every language', async ({
    context,
  }) => {
    await configureWallet(context, { account: 1 });
    // A phone's wallet browser signs in on its own at once; declining leaves the button.
    await armWalletOnFirstLoad(context, { rejectNext: 'personal_sign' });
    for (const lang of languages) {
      await test.step(lang, async () => {
        const page = await openIn(context, lang);
        await expectAboveTheFold(page, lang, page.getByText(message(lang, 'home.intro.lead')));
        const connect = page.getByRole('button', { name: message(lang, 'auth.connect') });
        await expect(connect).toBeEnabled();
        await expectAboveTheFold(page, lang, connect);
        // The card ends with its button: no room kept for the no-wallet face, never shown here.
        const card = page.getByRole('region', { name: message(lang, 'auth.connectTitle') });
        expect(await emptyRoomAtEnd(card), `${lang}: empty room under "Connect"`).toBeLessThan(3);
        await page.close();
      });
    }
  });

  test('without a wallet: what RWAT is, and connecting a wallet app above the tab bar, in every language', async ({
    context,
  }) => {
    await configureWallet(context, { injectDelayMs: 600_000 });
    for (const lang of languages) {
      await test.step(lang, async () => {
        const page = await openIn(context, lang);
        // While the page looks for a wallet that may come late, the connect face shows, in room
        // kept for the taller no-wallet face: learning there is none moves nothing below.
        const introTitle = page.getByText(message(lang, 'home.intro.title'), { exact: true });
        const noWallet = page.getByRole('region', { name: message(lang, 'auth.noWalletTitle') });
        await expect(
          page
            .getByRole('region', { name: message(lang, 'auth.connectTitle') })
            .or(noWallet)
            .first(),
        ).toBeVisible();
        const introAt = await topOf(introTitle);
        await expect(
          page.getByRole('heading', { name: message(lang, 'auth.noWalletTitle') }),
        ).toBeVisible();
        expect(await topOf(introTitle), `${lang}: the intro stays put`).toBe(introAt);
        // That face fills the room kept for it.
        expect(await emptyRoomAtEnd(noWallet), `${lang}: empty room in the card`).toBeLessThan(3);
        await expectAboveTheFold(page, lang, page.getByText(message(lang, 'home.intro.lead')));
        await expectAboveTheFold(
          page,
          lang,
          page.getByRole('button', { name: message(lang, 'auth.useWalletApp') }),
        );
        await page.close();
      });
    }
  });
});

test.describe("a member's first screen", () => {
  for (const lang of ['en', 'fa']) {
    test(`${lang}: the total value and the three balances come first, the intro folded`, async ({
      page,
      signIn,
      stack,
    }) => {
      await page.addInitScript((l) => localStorage.setItem('rwat:lang', l), lang);
      await signIn();
      const balances = await readApi<Balances>(
        stack.apiUrl,
        '/api/user/balance',
        await tokenOf(page),
      );
      const { rwatPrice } = await readApi<PlatformConfig>(stack.apiUrl, '/api/config');
      const total = new Big(balances.USDT).plus(new Big(balances.RWAT).times(rwatPrice)).toFixed();
      const m = (key: string) => message(lang, key);

      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'fa' ? 'rtl' : 'ltr');
      const totalValue = stat(page, m('home.balances.total'));
      await expect(totalValue).toContainText(`${shownIn(lang, total)} USDT`);
      await expectAboveTheFold(page, lang, totalValue);
      await expectAboveTheFold(page, lang, page.getByText(m('home.balances.rwacNoPrice')));
      for (const symbol of ['USDT', 'RWAT', 'RWAC'] as const) {
        const line = stat(page, m(`home.balances.${symbol.toLowerCase()}`));
        await expect(line).toContainText(`${shownIn(lang, balances[symbol])} ${symbol}`);
        await expectAboveTheFold(page, lang, line);
      }

      // The introduction is there for whoever opens it, and takes no room until then.
      const intro = page.getByText(m('home.intro.body'));
      await expect(intro).toBeHidden();
      await page.getByText(m('home.intro.title'), { exact: true }).click();
      await expect(intro).toBeVisible();
    });
  }
});

test("every card's title-row link looks alike, wherever it leads", async ({ page, signIn }) => {
  await signIn();
  const properties = ['color', 'font-weight', 'font-size', 'text-decoration-line'];
  // Home's announcements link is the look every other one is held to.
  const first = page.getByRole('link', { name: 'All announcements' });
  const look = await first.evaluate(
    (a, names) => names.map((name) => getComputedStyle(a).getPropertyValue(name)),
    properties,
  );
  const expectLook = async (link: Locator) => {
    // Retried: a screen's link is drawn anew while the screen before gives way to it.
    for (const [index, name] of properties.entries()) {
      await expect(link).toHaveCSS(name, look[index]!);
    }
  };
  await expectLook(page.getByRole('link', { name: 'Staking records' }));
  for (const [path, card] of [
    ['/#/pages/assets/assets', 'Asset details'],
    ['/#/pages/assets/topup', 'Recent deposits'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: card, exact: true })).toBeVisible();
    await expectLook(page.getByRole('main').getByRole('link', { name: 'View all' }));
  }
  expect(look).not.toContain('');
});
