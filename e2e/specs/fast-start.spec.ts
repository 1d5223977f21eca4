import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { chunksHolding, isOneOf } from '../fixtures/built-chunks';
import { accountChip } from '../fixtures/session';

/**
 * The parts a guest without a wallet never needs, each by a module of its own: the session's
 * code, its parts of the shell, the member cards.
 */
const SIGNED_IN_PARTS = [
  'features/session/lifecycle.ts',
  'features/session/AccountChip.tsx',
  'features/home/BalancesCard.tsx',
];

/** The API's areas only signed-in screens call: their answer shapes come with those screens. */
const SIGNED_IN_AREAS = ['staking', 'team', 'money'].map((area) => `lib/contract/areas/${area}.ts`);

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
  test.use({ serviceWorker: false });

  test('a guest without a wallet gets Home and is told there is no wallet, without loading any signed-in code or answer shapes', async ({
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
      expect(asked.filter(isOneOf(chunksHolding(part))), part).toEqual([]);
    }
    for (const area of SIGNED_IN_AREAS) {
      expect(asked.filter(isOneOf(chunksHolding(area))), area).toEqual([]);
    }
  });

  test("inside a wallet's browser, session code that failed to load ahead is asked for again, and the sign-in ends with the balances", async ({
    page,
    wallet,
  }) => {
    // The page's first script asks for the session's code ahead; that first request fails here
    // (a dropped connection), the next one is answered.
    const sessionCode = isOneOf(chunksHolding('features/session/lifecycle.ts'));
    const asked: string[] = [];
    await page.route(
      (url) => sessionCode(url.href),
      (route) => {
        asked.push(new URL(route.request().url()).pathname);
        return asked.length === 1 ? route.abort('connectionreset') : route.continue();
      },
    );
    await wallet.configure({ account: 1 });
    await page.goto('/');
    await expect(accountChip(page)).toBeVisible();
    await expect(
      page
        .getByText('USDT balance', { exact: true })
        .locator('xpath=..')
        .getByText(/\d\s*USDT/),
    ).toBeVisible();
    // Once by the first script (refused), once by the app's own loader.
    expect(asked).toHaveLength(2);
    expect(new Set(asked).size).toBe(1);
  });
});
