import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { chunksHolding, isOneOf } from '../fixtures/built-chunks';
import { accountChip, collectWarnings } from '../fixtures/session';
import { standInForVerify } from '../fixtures/verify-stand-in';
import { openWithoutWallet, pairingDialog, pairingUri } from '../fixtures/wallet-app';

/**
 * People whose browser has no wallet (the installed app, a computer without an extension) sign
 * in and pay with the wallet app on their phone, through WalletConnect: the stack's relay and
 * its phone wallet (e2e/stack/walletconnect/README.md).
 */
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const pairing = pairingDialog;

test.describe('WalletConnect', () => {
  // Each pairs over the relay, and may wait up to 30 s for the provider to load.
  test.describe.configure({ timeout: 90_000 });

  test('pair → sign in → balances', async ({ page, wallet, phone }) => {
    // Home's signed-in cards are asked for as the sign-in begins, so they are in by the login's
    // answer and the balances show with the signed-in page, not after a placeholder.
    const cards = isOneOf(chunksHolding('features/home/BalancesCard.tsx'));
    const asked: string[] = [];
    page.on('request', (request) => {
      if (cards(request.url())) asked.push('the signed-in cards');
      else if (new URL(request.url()).pathname === '/api/login') asked.push('login');
    });
    await openWithoutWallet(page, wallet);
    const uri = await pairingUri(page);
    expect(await phone.pair(uri)).toMatchObject({ outcome: 'approved' });
    await expect(pairing(page)).toBeHidden();
    await expect(toast(page, 'Login succeeded')).toBeVisible();
    await expect(accountChip(page, phone.account)).toBeVisible();
    await expect(page.getByText('USDT balance', { exact: true })).toBeVisible();
    expect((await phone.requests()).map((r) => r.method)).toContain('personal_sign');
    expect(asked.slice(0, 2)).toEqual(['the signed-in cards', 'login']);
  });

  test('reopened, the app is still signed in; log out ends the wallet’s session', async ({
    page,
    wallet,
    phone,
  }) => {
    await openWithoutWallet(page, wallet);
    expect(await phone.pair(await pairingUri(page))).toMatchObject({ outcome: 'approved' });
    await expect(accountChip(page, phone.account)).toBeVisible();

    await page.reload();
    await expect(accountChip(page, phone.account)).toBeVisible();
    expect(await phone.sessions()).toHaveLength(1);

    // At once, as a person may: the reopened app is still reconnecting to the wallet app in the
    // background, and its session must end all the same.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(accountChip(page)).toHaveCount(0);
    // The session's end travels app → relay → phone; on a loaded machine that can take longer
    // than an assertion's usual wait.
    await expect.poll(async () => (await phone.sessions()).length, { timeout: 30_000 }).toBe(0);
  });

  test('the wallet rejects the sign-in → the app says so', async ({ page, wallet, phone }) => {
    await openWithoutWallet(page, wallet);
    await phone.rejectNext();
    expect(await phone.pair(await pairingUri(page))).toMatchObject({ outcome: 'approved' });
    await expect(toast(page, 'You cancelled the request in your wallet.')).toBeVisible();
    await expect(accountChip(page)).toHaveCount(0);
    // Signing in again is offered (the paired wallet stays connected, so the connect card).
    await expect(
      page.getByRole('button', { name: /^(Connect a wallet app|Connect wallet)$/ }),
    ).toBeEnabled();
  });

  test('the wallet app ends the session → signed out, with a banner', async ({
    page,
    wallet,
    phone,
  }) => {
    await openWithoutWallet(page, wallet);
    expect(await phone.pair(await pairingUri(page))).toMatchObject({ outcome: 'approved' });
    await expect(accountChip(page, phone.account)).toBeVisible();
    await phone.disconnect();
    await expect(
      page.getByRole('alert').filter({ hasText: 'your wallet app ended the connection' }),
    ).toBeVisible();
    await expect(accountChip(page)).toHaveCount(0);
  });

  test('the wallet app on another chain is asked to switch, then signs in', async ({
    page,
    wallet,
    phone,
  }) => {
    await phone.switchChain(97);
    await openWithoutWallet(page, wallet);
    expect(await phone.pair(await pairingUri(page))).toMatchObject({ outcome: 'approved' });
    await expect(accountChip(page, phone.account)).toBeVisible();
    await expect(page.getByText('USDT balance', { exact: true })).toBeVisible();
    const methods = (await phone.requests()).map((r) => r.method);
    expect(methods).toContain('wallet_switchEthereumChain');
    // The switch came before the signature, and the phone signed on the app's chain.
    expect(methods.indexOf('wallet_switchEthereumChain')).toBeLessThan(
      methods.indexOf('personal_sign'),
    );
    expect(await phone.chainId()).toBe(56);
    await expect(page.getByRole('alert').filter({ hasText: 'another network' })).toHaveCount(0);
  });

  test('the wallet app refuses the switch → the app says so; its retry switches and signs in', async ({
    page,
    wallet,
    phone,
  }) => {
    await phone.switchChain(97);
    await openWithoutWallet(page, wallet);
    // The app's switch to BNB Smart Chain is refused, whenever the SDK's own requests come.
    await phone.rejectNext({ switchTo: 56 });
    expect(await phone.pair(await pairingUri(page))).toMatchObject({ outcome: 'approved' });
    const banner = page.getByRole('alert').filter({ hasText: 'Your wallet is on another network' });
    await expect(banner).toBeVisible();
    await expect(accountChip(page)).toHaveCount(0);
    expect(await phone.requests()).toContainEqual(
      expect.objectContaining({ method: 'wallet_switchEthereumChain', outcome: 'rejected' }),
    );
    expect((await phone.requests()).map((r) => r.method)).not.toContain('personal_sign');

    await banner.getByRole('button', { name: 'Switch network' }).click();
    await expect(accountChip(page, phone.account)).toBeVisible();
    await expect(banner).toHaveCount(0);
    expect(await phone.chainId()).toBe(56);
  });

  test('the wallet app moves to another chain while signed in → signed out, asked to switch back; the banner’s retry switches it', async ({
    page,
    wallet,
    phone,
  }) => {
    const warnings = collectWarnings(page);
    await openWithoutWallet(page, wallet);
    expect(await phone.pair(await pairingUri(page))).toMatchObject({ outcome: 'approved' });
    await expect(accountChip(page, phone.account)).toBeVisible();
    await expect(page.getByText('USDT balance', { exact: true })).toBeVisible();

    // The app's first request to come back is refused, so that the person sees the banner.
    await phone.rejectNext({ switchTo: 56 });
    await phone.switchChain(97);
    const banner = page.getByRole('alert').filter({ hasText: 'Your wallet is on another network' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('You were signed out because your wallet changed network.');
    await expect(accountChip(page)).toHaveCount(0);
    // Asked by itself after the sign-out, as an injected wallet is, and refused.
    await expect
      .poll(async () => phone.requests())
      .toContainEqual(
        expect.objectContaining({ method: 'wallet_switchEthereumChain', outcome: 'rejected' }),
      );
    await expect.poll(() => warnings.some((w) => w.includes('network switch failed'))).toBe(true);
    expect(await phone.chainId()).toBe(97);

    await banner.getByRole('button', { name: 'Switch network' }).click();
    await expect.poll(async () => phone.chainId()).toBe(56);
    await expect(banner).toHaveCount(0);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'You were signed out because your wallet changed network.' }),
    ).toBeVisible();
    await expect(accountChip(page)).toHaveCount(0);
    // Signing in again continues with the same session: no new pairing, the same account.
    await page.getByRole('button', { name: 'Continue with Test phone wallet' }).click();
    await expect(accountChip(page, phone.account)).toBeVisible();
    expect(await phone.sessions()).toHaveLength(1);
  });

  test('the installed app closed and reopened: continue with the paired wallet app, no new pairing; log out ends it', async ({
    browser,
    context,
    page,
    wallet,
    phone,
    stack,
  }) => {
    test.setTimeout(120_000);
    await openWithoutWallet(page, wallet);
    expect(await phone.pair(await pairingUri(page))).toMatchObject({ outcome: 'approved' });
    await expect(accountChip(page, phone.account)).toBeVisible();
    const signatures = async () =>
      (await phone.requests()).filter((r) => r.method === 'personal_sign').length;
    expect(await signatures()).toBe(1);

    // Closed: what a browser keeps of an installed app is its localStorage and IndexedDB; the
    // tab's sessionStorage, with the sign-in token, is gone.
    const kept = await context.storageState({ indexedDB: true });
    await page.close();
    const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
    const reopened = await browser.newContext({
      baseURL: stack.webUrl,
      storageState: kept,
      ...(viewport ? { viewport } : {}),
      ...(userAgent ? { userAgent } : {}),
      ...(isMobile !== undefined ? { isMobile } : {}),
      ...(hasTouch !== undefined ? { hasTouch } : {}),
      ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
    });
    try {
      await standInForVerify(reopened);
      await reopened.addInitScript(() => {
        (window as unknown as { __TEST_WALLET_OPTIONS__: object }).__TEST_WALLET_OPTIONS__ = {
          injectDelayMs: 600_000,
        };
      });
      const again = await reopened.newPage();
      await again.goto('/');
      await expect(again.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      await expect(accountChip(again)).toHaveCount(0);
      await again.getByRole('button', { name: 'Continue with Test phone wallet' }).click();
      await expect(accountChip(again, phone.account)).toBeVisible({ timeout: 30_000 });
      // No pairing dialog, no second session: the one paired before, and one more signature.
      await expect(pairing(again)).toHaveCount(0);
      expect(await phone.sessions()).toHaveLength(1);
      expect(await signatures()).toBe(2);

      await again.getByRole('button', { name: 'Log out' }).click();
      await expect(accountChip(again)).toHaveCount(0);
      await expect.poll(async () => (await phone.sessions()).length, { timeout: 30_000 }).toBe(0);
      // Ended: the next visit offers a new pairing, not the old wallet app.
      await again.reload();
      await expect(again.getByRole('heading', { name: 'No wallet found' })).toBeVisible();
      await expect(again.getByRole('button', { name: 'Connect a wallet app' })).toBeVisible();
    } finally {
      await reopened.close();
    }
  });

  test.describe('loaded only when chosen', () => {
    // Without the service worker: every file the page needs is then a request of its own.
    test.use({ serviceWorker: false });

    test('no WalletConnect code loads on a guest’s Home until the wallet app is chosen', async ({
      page,
      wallet,
    }) => {
      const walletConnect = chunksHolding('node_modules/@walletconnect/');
      const loaded: string[] = [];
      page.on('request', (request) => {
        if (isOneOf(walletConnect)(request.url())) loaded.push(request.url());
      });
      await openWithoutWallet(page, wallet);
      await expect(page.getByRole('button', { name: 'Connect a wallet app' })).toBeEnabled();
      expect(loaded).toEqual([]);
      await page.getByRole('button', { name: 'Connect a wallet app' }).click();
      // The SDK loads on this tap: on a loaded machine, longer than an assertion's usual wait.
      await expect(pairing(page).getByRole('link', { name: 'Open Trust Wallet' })).toBeVisible({
        timeout: 30_000,
      });
      expect(loaded.length).toBeGreaterThan(0);
    });
  });
});
