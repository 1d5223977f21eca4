import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { holdScriptsUntil, isOneOf, preloadedChunks } from '../fixtures/held-scripts';
import { accountChip } from '../fixtures/session';
import { anvilAccounts } from '../stack/chain/accounts';

const account1 = anvilAccounts[1]!.address;

/** The parts a guest without a wallet never needs: the session's code, its UI, the member cards. */
const SIGNED_IN_PARTS = ['sessionRuntime', 'sessionUi', 'memberCards'] as const;

/** Every script and stylesheet the page asks for from now on, by path. */
function filesAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\.(js|css)$/.test(path)) asked.push(path);
  });
  return asked;
}

test.describe('a fast start', () => {
  // Without the service worker: every file the page needs is then a request of its own.
  test.use({ serviceWorkers: 'block' });

  test('a guest without a wallet gets Home and is told there is no wallet, without loading any signed-in code', async ({
    page,
    wallet,
  }) => {
    await wallet.configure({ injectDelayMs: 600_000 });
    const asked = filesAsked(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No wallet found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Network', exact: true })).toBeVisible();
    for (const part of SIGNED_IN_PARTS) {
      expect(asked.filter(isOneOf(preloadedChunks(part))), part).toEqual([]);
    }
  });

  test("inside a wallet's browser, the session's code comes with the page's own scripts and signs in", async ({
    page,
    wallet,
  }) => {
    await wallet.configure({ flavour: 'tokenpocket', account: 1 });
    const runtime = await holdScriptsUntil(page, isOneOf(preloadedChunks('sessionRuntime')));
    await page.goto('/');
    await expect(page.getByRole('status').filter({ hasText: 'Login succeeded' })).toBeVisible();
    await expect(accountChip(page, account1)).toBeVisible();
    await expect(page.getByText('USDT balance', { exact: true })).toBeVisible();
    // Every file of it: a part may be split in several.
    expect(runtime.length).toBeGreaterThan(0);
    expect(runtime.filter((when) => when !== 'while the scripts were held')).toEqual([]);
  });

  test("a returning person's Home comes with its signed-in cards, asked for with the page's own scripts", async ({
    page,
    signIn,
  }) => {
    await signIn();
    const cards = await holdScriptsUntil(page, isOneOf(preloadedChunks('memberCards')));
    await page.reload();
    await expect(page.getByText('USDT balance', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite friends' })).toBeVisible();
    await expect(accountChip(page, account1)).toBeVisible();
    // Every file of it: a part may be split in several.
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.filter((when) => when !== 'while the scripts were held')).toEqual([]);
  });

  test('opening a screen fetches none of the styles the page already carries', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const carried = await page
      .locator('style[data-href]')
      .evaluateAll((styles) =>
        styles.flatMap((s) => (s.getAttribute('data-href') ?? '').split(' ').filter(Boolean)),
      );
    expect(carried.length).toBeGreaterThan(0);
    const asked = filesAsked(page);
    await page.getByRole('link', { name: 'All announcements' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    // The screen's own code was loaded, its styles were not fetched again, and they apply.
    expect(asked.some((path) => path.endsWith('.js'))).toBe(true);
    const isCarried = isOneOf(carried.map((href) => href.replace(/^\./, '')));
    expect(asked.filter(isCarried)).toEqual([]);
    const first = page.getByRole('list', { name: 'Announcements' }).getByRole('link').first();
    await expect(first).toBeVisible();
    expect(await first.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid');
  });
});
