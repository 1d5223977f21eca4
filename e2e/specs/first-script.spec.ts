import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { chunksHolding, isOneOf } from '../fixtures/built-chunks';

// The page's names, as the app writes them (lib/session/state.ts, lib/router/hash-guard.ts,
// lib/start/session-code-decision.ts).
const SESSION_KEY = 'rwat:session';
const DEPTH_KEY = 'rwatDepth';
const SESSION_CODE_ATTRIBUTE = 'data-session-code';

/**
 * The page's first script as the build ships it (lib/start/first-script.ts compiled into the
 * exported page), with every one of the app's own scripts refused: what is proven here, the
 * first script did alone.
 */
async function withoutAppScripts(page: Page) {
  await page.route('**/_next/static/chunks/**', (route) => route.abort());
}

test.describe("the page's first script, alone", () => {
  test.use({ serviceWorker: false });

  test('sets the language and direction a link asks for, and hides the English boot frame', async ({
    page,
  }) => {
    await withoutAppScripts(page);
    await page.goto('/?lang=fa');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', /^fa/);
    await expect(page.locator('html')).toHaveAttribute('data-boot-hidden', '');
  });

  test('an English start on Home keeps the boot frame', async ({ page }) => {
    await withoutAppScripts(page);
    await page.goto('/?lang=en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).not.toHaveAttribute('data-boot-hidden', '');
  });

  test("a signed-in tab's start hides the boot frame: its Home opens with the balances", async ({
    page,
  }) => {
    await withoutAppScripts(page);
    await page.goto('/?lang=en');
    await expect(page.locator('html')).not.toHaveAttribute('data-boot-hidden', '');
    await page.evaluate(
      (key) => sessionStorage.setItem(key, JSON.stringify({ user: { token: 't-1' } })),
      SESSION_KEY,
    );
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-boot-hidden', '');
  });

  test("keeps the hash the router's: a history write without the router's depth keeps it", async ({
    page,
  }) => {
    await withoutAppScripts(page);
    await page.goto('/#/assets');
    await page.evaluate(() => history.replaceState({}, '', '/'));
    expect(new URL(page.url()).hash).toBe('#/assets');
    await page.evaluate((key) => history.pushState({ [key]: 1 }, '', '#/team'), DEPTH_KEY);
    expect(new URL(page.url()).hash).toBe('#/team');
  });

  test("decides once how much of the session's code the tab needs", async ({ page, wallet }) => {
    await withoutAppScripts(page);
    await wallet.configure({ injectDelayMs: 600_000 });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute(SESSION_CODE_ATTRIBUTE, 'none');

    await wallet.configure({ injectDelayMs: 0 });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute(SESSION_CODE_ATTRIBUTE, 'sign-in');

    await page.evaluate(
      (key) => sessionStorage.setItem(key, JSON.stringify({ user: { token: 't-1' } })),
      SESSION_KEY,
    );
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute(SESSION_CODE_ATTRIBUTE, 'signed-in');
  });

  test('asks for what the start will need with the page’s own scripts: the words; with a wallet the session’s code; signed in, the member cards and the account chip as well', async ({
    page,
    wallet,
  }) => {
    await withoutAppScripts(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    const askedFor = (module: string) => asked.some(isOneOf(chunksHolding(module)));
    const parts = {
      words: 'messages/parts/start/fa.json',
      session: 'features/session/lifecycle.ts',
      logout: 'features/session/logout.ts',
      cards: 'features/home/BalancesCard.tsx',
      chip: 'features/session/AccountChip.tsx',
    };
    const seen = () =>
      Object.fromEntries(Object.entries(parts).map(([part, module]) => [part, askedFor(module)]));

    await wallet.configure({ injectDelayMs: 600_000 });
    await page.goto('/?lang=fa');
    await expect(page.locator('html')).toHaveAttribute(SESSION_CODE_ATTRIBUTE, 'none');
    await expect.poll(seen).toEqual({
      words: true,
      session: false,
      logout: false,
      cards: false,
      chip: false,
    });

    asked.length = 0;
    await wallet.configure({ injectDelayMs: 0 });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute(SESSION_CODE_ATTRIBUTE, 'sign-in');
    // The cards are for after the sign-in: the app asks for them as it begins, not this script.
    await expect.poll(seen).toEqual({
      words: true,
      session: true,
      logout: true,
      cards: false,
      chip: false,
    });

    asked.length = 0;
    await page.evaluate(
      (key) => sessionStorage.setItem(key, JSON.stringify({ user: { token: 't-1' } })),
      SESSION_KEY,
    );
    await page.reload();
    await expect.poll(seen).toEqual({
      words: true,
      session: true,
      logout: true,
      cards: true,
      chip: true,
    });
  });
});
