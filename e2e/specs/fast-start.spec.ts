import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  chunksHolding,
  holdScriptsUntil,
  isOneOf,
  preloadedChunks,
} from '../fixtures/built-chunks';
import { accountChip } from '../fixtures/session';
import { anvilAccounts } from '../stack/chain/accounts';

const account1 = anvilAccounts[1]!.address;

/** The parts a guest without a wallet never needs: the session's code, its UI, the member cards. */
const SIGNED_IN_PARTS = ['sessionRuntime', 'sessionUi', 'memberCards'] as const;

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
      expect(asked.filter(isOneOf(preloadedChunks(part))), part).toEqual([]);
    }
    for (const area of SIGNED_IN_AREAS) {
      expect(asked.filter(isOneOf(chunksHolding(area))), area).toEqual([]);
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

  test("a returning person's reload asks for no script beyond the page's own and those its first script preloaded", async ({
    page,
    signIn,
  }) => {
    await signIn();
    const scripts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js') && path.includes('/_next/static/chunks/')) scripts.push(path);
    });
    await page.reload();
    await expect(page.getByText('USDT balance', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite friends' })).toBeVisible();
    // The page's own scripts are named in it; everything else the start needed must have been
    // preloaded, or it came a round trip late.
    const html = await (await page.request.get('/')).text();
    const own = [...html.matchAll(/_next\/static\/chunks\/[^"'\s]+\.js/g)].map((m) => `/${m[0]}`);
    const parts = ['en', 'loaders', 'sessionRuntime', 'sessionUi', 'memberCards'];
    const preloaded = parts.flatMap(preloadedChunks);
    // The worker's registration library loads once the page is idle, by design.
    const afterIdle = chunksHolding('node_modules/workbox-window/');
    const late = scripts.filter((path) => !isOneOf([...own, ...preloaded, ...afterIdle])(path));
    expect(late).toEqual([]);
  });
});
