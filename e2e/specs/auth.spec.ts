import { expect, test } from '../fixtures';
import {
  accountChip,
  armWalletOnFirstLoad,
  collectWarnings,
  expectSignInUsable,
  storedSession,
  walletState,
  walletsAsked,
} from '../fixtures/session';
import { anvilAccounts } from '../stack/chain/accounts';

const account1 = anvilAccounts[1]!.address;

test.describe('wallet sign-in', () => {
  test('inside a wallet browser the first visit signs in with no picker', async ({
    page,
    wallet,
  }) => {
    await wallet.configure({ flavour: 'tokenpocket', account: 1, secondWallet: true });
    await page.goto('/');
    await expect(page.getByRole('status').filter({ hasText: 'Login succeeded' })).toBeVisible();
    await expect(accountChip(page, account1)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Choose a wallet' })).toHaveCount(0);
    expect(await walletsAsked(page, 'personal_sign')).toEqual(['TokenPocket']);
    const session = await storedSession(page);
    expect(session.user?.address).toBe(account1);
    expect(session.user?.token).toMatch(/^[0-9a-f]{48}$/);
  });

  test('@desktop with two wallets the picker asks which, and the chosen one signs', async ({
    page,
    wallet,
  }) => {
    await wallet.configure({ account: 1, secondWallet: true });
    await page.goto('/');
    const connect = page.getByRole('button', { name: 'Connect wallet' });
    await connect.click();
    const picker = page.getByRole('dialog', { name: 'Choose a wallet' });
    await expect(picker.getByRole('button', { name: 'Test Wallet', exact: true })).toBeVisible();
    // Closing the picker gives the button back.
    await picker.getByRole('button', { name: 'Cancel' }).click();
    await expect(picker).toBeHidden();
    await expectSignInUsable(page);
    expect(await walletsAsked(page, 'eth_requestAccounts')).toEqual([]);

    await connect.click();
    await picker.getByRole('button', { name: 'Second Test Wallet' }).click();
    await expect(accountChip(page, account1)).toBeVisible();
    expect(await walletsAsked(page, 'personal_sign')).toEqual(['Second Test Wallet']);
  });

  test('a refused signature leaves no token, says so, and signing again works', async ({
    page,
    wallet,
  }) => {
    const warnings = collectWarnings(page);
    await wallet.configure({ account: 1 });
    await armWalletOnFirstLoad(page, { rejectNext: 'personal_sign' });
    await page.goto('/');
    await expect(
      page.getByRole('status').filter({ hasText: 'You cancelled the request in your wallet.' }),
    ).toBeVisible();
    await expectSignInUsable(page);
    expect((await storedSession(page)).user).toBeNull();
    expect(warnings.some((w) => w.includes('sign-in failed'))).toBe(true);

    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(accountChip(page, account1)).toBeVisible();
    expect((await storedSession(page)).user?.address).toBe(account1);
  });

  test('a wallet on another known chain is switched, the page reloads, and sign-in finishes', async ({
    page,
    wallet,
  }) => {
    await wallet.configure({ account: 1, chainId: 97, knownChains: [56, 97] });
    await page.goto('/');
    await expect(accountChip(page, account1)).toBeVisible();
    expect((await walletState(page)).chainId).toBe(56);
    // The document on screen is the one the switch reloaded (the reload may come before the
    // first document's load event, so load events would not tell).
    const navigation = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
    );
    expect(navigation).toBe('reload');
    await expect(page.getByRole('alert').filter({ hasText: 'another network' })).toHaveCount(0);
  });

  test('a wallet that does not know the chain gets it added, then signs in', async ({
    page,
    wallet,
  }) => {
    await wallet.configure({ account: 1, chainId: 97, knownChains: [97] });
    await page.goto('/');
    await expect(accountChip(page, account1)).toBeVisible();
    const state = await walletState(page);
    expect(state.chainId).toBe(56);
    expect(state.knownChains).toContain(56);
  });

  test('a refused switch shows the wrong-network banner; its retry switches and signs in', async ({
    page,
    wallet,
  }) => {
    const warnings = collectWarnings(page);
    await wallet.configure({ account: 1, chainId: 97, knownChains: [56, 97] });
    await armWalletOnFirstLoad(page, { failSwitch: 4001 });
    await page.goto('/');
    const banner = page.getByRole('alert').filter({ hasText: 'Your wallet is on another network' });
    await expect(banner).toBeVisible();
    await expectSignInUsable(page);
    expect((await storedSession(page)).user).toBeNull();
    expect(warnings.some((w) => w.includes('network switch failed'))).toBe(true);

    await banner.getByRole('button', { name: 'Switch network' }).click();
    await expect(accountChip(page, account1)).toBeVisible();
    await expect(banner).toHaveCount(0);
    expect((await walletState(page)).chainId).toBe(56);
  });

  test('@desktop a refused switch after pressing the button shows the banner; retry signs in', async ({
    page,
    wallet,
  }) => {
    await wallet.configure({ account: 1, chainId: 97, knownChains: [56, 97] });
    await page.goto('/');
    await wallet.failSwitch(4001);
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Your wallet is on another network' });
    await expect(banner).toBeVisible();
    await expectSignInUsable(page);
    await banner.getByRole('button', { name: 'Switch network' }).click();
    await expect(accountChip(page, account1)).toBeVisible();
  });

  test('a wallet that injects itself late still connects and signs in', async ({
    page,
    wallet,
  }) => {
    await wallet.configure({ account: 1, injectDelayMs: 1500 });
    await page.goto('/');
    await expect(accountChip(page, account1)).toBeVisible();
  });

  test('@desktop a late wallet answers a press made before it arrived', async ({
    page,
    wallet,
  }) => {
    await wallet.configure({ account: 1, injectDelayMs: 1500 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(accountChip(page, account1)).toBeVisible();
  });

  test('finding no wallet swaps the connect card in place: nothing below it moves', async ({
    page,
    wallet,
  }) => {
    await wallet.configure({ injectDelayMs: 600_000 });
    await page.goto('/#/pages/index/index');
    const stats = page.getByRole('heading', { name: 'Network', exact: true });
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
    await expect(stats).toBeVisible();
    const before = await stats.boundingBox();
    await expect(page.getByRole('heading', { name: 'No wallet found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeHidden();
    expect(await stats.boundingBox()).toEqual(before);
  });

  test('without any wallet the no-wallet panel offers to open this page in one', async ({
    page,
    wallet,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await wallet.configure({ injectDelayMs: 600_000 });
    await page.goto('/#/pages/index/index');
    await expect(page.getByRole('heading', { name: 'No wallet found' })).toBeVisible();
    const url = page.url();
    const links = page.getByRole('link', { name: /^Open in / });
    await expect(links).toHaveCount(0);
    const openIn = page.getByRole('button', { name: 'Open in a wallet' });
    await expect(openIn).toHaveAttribute('aria-expanded', 'false');
    await openIn.click();
    await expect(openIn).toHaveAttribute('aria-expanded', 'true');
    expect(await links.count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole('link', { name: 'Open in MetaMask' })).toHaveAttribute(
      'href',
      `https://metamask.app.link/dapp/${url.replace(/^https?:\/\//, '')}`,
    );
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      const carriesUrl =
        href?.includes(encodeURIComponent(url)) || href?.includes(url.replace(/^https?:\/\//, ''));
      expect(carriesUrl, href ?? '').toBe(true);
    }
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });
});
