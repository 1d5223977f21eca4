import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { chunksHolding, isOneOf } from '../fixtures/built-chunks';
import { accountChip } from '../fixtures/session';

/**
 * People whose browser has no wallet (the installed app, a computer without an extension) sign
 * in and pay with the wallet app on their phone, through WalletConnect: the stack's relay and
 * its phone wallet (e2e/stack/walletconnect/README.md).
 */
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const pairing = (page: Page) => page.getByRole('dialog', { name: 'Connect a wallet app' });

/**
 * The wallet-app option loads the WalletConnect provider (megabytes, left to the network) and
 * opens its relay connection on demand, while the dialog says it is preparing; on a machine
 * busy with other tests that takes longer than an assertion's usual wait.
 */
const PAIRING_READY = { timeout: 30_000 };

/** A visit with no wallet in the browser: Home says so and offers a wallet app first. */
async function openWithoutWallet(page: Page, wallet: { configure(o: object): Promise<void> }) {
  await wallet.configure({ injectDelayMs: 600_000 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'No wallet found' })).toBeVisible();
}

/** Presses the wallet-app option and reads the pairing URI from the dialog's wallet links. */
async function pairingUri(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Connect a wallet app' }).click();
  const dialog = pairing(page);
  await expect(
    dialog.getByRole('img', { name: 'WalletConnect code for your wallet app' }),
  ).toBeVisible(PAIRING_READY);
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
  const href = await dialog.getByRole('link', { name: 'Open Trust Wallet' }).getAttribute('href');
  const uri = new URL(href ?? '').searchParams.get('uri') ?? '';
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  for (const name of [
    'MetaMask',
    'TokenPocket',
    'Binance Web3 Wallet',
    'OKX Wallet',
    'Bitget Wallet',
    'SafePal',
    'imToken',
  ]) {
    const link = dialog.getByRole('link', { name: `Open ${name}` });
    expect(await link.getAttribute('href')).toContain(encodeURIComponent(uri));
  }
  return uri;
}

test.describe('WalletConnect', () => {
  // Each pairs over the relay, and may wait for the provider to load (PAIRING_READY).
  test.describe.configure({ timeout: 90_000 });

  test('pair → sign in → balances', async ({ page, wallet, phone }) => {
    await openWithoutWallet(page, wallet);
    const uri = await pairingUri(page);
    expect(await phone.pair(uri)).toMatchObject({ outcome: 'approved' });
    await expect(pairing(page)).toBeHidden();
    await expect(toast(page, 'Login succeeded')).toBeVisible();
    await expect(accountChip(page, phone.account)).toBeVisible();
    await expect(page.getByText('USDT balance', { exact: true })).toBeVisible();
    expect((await phone.requests()).map((r) => r.method)).toContain('personal_sign');
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

  test.describe('loaded only when chosen', () => {
    // Without the service worker: every file the page needs is then a request of its own.
    test.use({ serviceWorkers: 'block' });

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
      await expect(pairing(page).getByRole('link', { name: 'Open Trust Wallet' })).toBeVisible(
        PAIRING_READY,
      );
      expect(loaded.length).toBeGreaterThan(0);
    });
  });
});
