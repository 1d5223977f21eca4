import type { Page } from '@playwright/test';
import type { UserDetail } from '@/lib/contract/contract';
import { expect, test } from '../fixtures';
import { chunksHolding, isOneOf } from '../fixtures/built-chunks';
import {
  accountChip,
  expectSignInUsable,
  pressConnectUnlessSigningIn,
  storedSession,
  walletState,
} from '../fixtures/session';
import { shortenWaits } from '../fixtures/timing';
import { anvilAccounts } from '../stack/chain/accounts';
import type { TestGlobals } from '../stack/wallet/provider';

const address = (i: number) => anvilAccounts[i]!.address;
const homeHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Home', exact: true });

const announcementsHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Announcements', exact: true });

async function expectSignedOutAtHome(page: Page): Promise<void> {
  await expectSignInUsable(page);
  await expect(homeHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/index\/index$/);
  expect((await storedSession(page)).user).toBeNull();
}

/**
 * Signed out at home, and the wallet was asked back to BNB Smart Chain, which it agreed to. Two
 * reloads follow each other (the sign-out, then the switch back), so the whole state is asked
 * again until it holds: a question sent while a page unloads is lost with it.
 */
async function expectSignedOutAndSwitchedBack(page: Page): Promise<void> {
  await expect(async () => {
    const chain = await page.evaluate(() =>
      (
        window as unknown as { ethereum: { request(a: { method: string }): Promise<string> } }
      ).ethereum.request({ method: 'eth_chainId' }),
    );
    expect(chain).toBe('0x38');
    await expectSignedOutAtHome(page);
    await expect(accountChip(page)).toHaveCount(0);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your wallet is on another network' }),
    ).toHaveCount(0);
  }).toPass({ timeout: 20_000 });
}

test.describe('session lifecycle', () => {
  test('another account picked in the wallet browser: old session gone, the new account signs in', async ({
    page,
    signIn,
    wallet,
  }) => {
    await signIn({ account: 1, path: '/#/pages/index/announcement' });
    await expect(announcementsHeading(page)).toBeVisible();
    await wallet.switchAccount(2);
    await expect(accountChip(page, address(2))).toBeVisible();
    await expect(homeHeading(page)).toBeVisible();
    const session = await storedSession(page);
    expect(session.user?.address).toBe(address(2));
    expect(session.address).toBe(address(2));
  });

  test('@desktop another account picked in the wallet: signed out at home', async ({
    page,
    signIn,
    wallet,
  }) => {
    await signIn({ account: 1, path: '/#/pages/index/announcement' });
    await expect(announcementsHeading(page)).toBeVisible();
    await wallet.switchAccount(2);
    await expectSignedOutAtHome(page);
    await expect(accountChip(page)).toHaveCount(0);
  });

  test('another network picked in the wallet: signed out at home, and the wallet asked to switch back', async ({
    page,
    signIn,
    wallet,
  }) => {
    await signIn({ account: 1, path: '/#/pages/index/announcement' });
    await expect(announcementsHeading(page)).toBeVisible();
    await wallet.switchChain(97);
    await expectSignedOutAndSwitchedBack(page);
  });

  test('inside a wallet browser, signing in and watching the wallet load no WalletConnect code', async ({
    page,
    signIn,
    wallet,
  }) => {
    // WalletConnect comes only when a person chooses it: a wallet's own browser has its wallet,
    // so a slow phone has nothing more to load before a network change signs out.
    const walletConnect = chunksHolding('node_modules/@walletconnect/');
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (isOneOf(walletConnect)(request.url())) loaded.push(request.url());
    });
    const libraryLoads = () => loaded;
    await signIn({ account: 1, path: '/#/pages/index/announcement' });
    await expect(announcementsHeading(page)).toBeVisible();
    await wallet.switchChain(97);
    await expectSignedOutAndSwitchedBack(page);
    expect(libraryLoads()).toEqual([]);
  });

  test('a sign-in from another browser ends this session on its next call', async ({
    page,
    signIn,
    browser,
    stack,
  }) => {
    // The message of code 40002 is read before the sign-out; this test need not wait for it.
    await shortenWaits(page, { sessionEndDelayMs: 1 });
    await signIn({ account: 1 });
    const elsewhere = await browser.newContext({ baseURL: stack.webUrl });
    try {
      await elsewhere.addInitScript(
        (o) => {
          (window as unknown as TestGlobals).__TEST_WALLET_OPTIONS__ = o;
        },
        { account: 1 },
      );
      const other = await elsewhere.newPage();
      await other.goto('/');
      // A phone signs in on its own; a desktop browser waits for the button.
      const connect = other.getByRole('button', { name: 'Connect wallet' });
      const signedIn = accountChip(other, address(1));
      await pressConnectUnlessSigningIn(connect, signedIn);
      await expect(signedIn).toBeVisible();
    } finally {
      await elsewhere.close();
    }
    // Home asks the server who is signed in on every visit: the replaced token answers 40002.
    await page.reload();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Your account has logged in elsewhere. Please log in again.' }),
    ).toBeVisible();
    await expectSignedOutAtHome(page);
    await expect(accountChip(page)).toHaveCount(0);
  });

  test('1.5 s after the app shows, a stored address that is no longer the wallet’s is dropped', async ({
    page,
    signIn,
  }) => {
    await signIn({ account: 1 });
    // While the page is away, the wallet moves to account 3.
    await page.evaluate((next) => {
      const raw = window.sessionStorage.getItem('__testWallet');
      const state = JSON.parse(raw ?? '{}') as { account: string };
      window.sessionStorage.setItem('__testWallet', JSON.stringify({ ...state, account: next }));
    }, address(3));
    await page.reload();
    await expect(accountChip(page, address(3))).toBeVisible();
    await expect(accountChip(page, address(1))).toHaveCount(0);
    await expect(homeHeading(page)).toBeVisible();
    expect((await storedSession(page)).user?.address).toBe(address(3));
  });

  test('@desktop a stored address the wallet no longer has signs out', async ({ page, signIn }) => {
    await signIn({ account: 1, path: '/#/pages/index/announcement' });
    await expect(announcementsHeading(page)).toBeVisible();
    await page.evaluate((next) => {
      const raw = window.sessionStorage.getItem('__testWallet');
      const state = JSON.parse(raw ?? '{}') as { account: string };
      window.sessionStorage.setItem('__testWallet', JSON.stringify({ ...state, account: next }));
    }, address(3));
    await page.reload();
    await expectSignedOutAtHome(page);
  });

  test('log out clears the session and disconnects the wallet', async ({ page, signIn }) => {
    await signIn({ account: 1 });
    await page.getByRole('button', { name: 'Log out' }).click();
    await expectSignedOutAtHome(page);
    expect((await storedSession(page)).address).toBe('');
    expect((await walletState(page)).connected).toBe(false);
    // A reload does not sign the person back in behind their back.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeEnabled();
    expect((await storedSession(page)).user).toBeNull();
  });

  test('an invite link pre-fills the referrer and asks; nothing binds by itself', async ({
    page,
    wallet,
    stack,
    api,
  }) => {
    // Account 9 is not a user yet: its first login creates it.
    await wallet.configure({ account: 9 });
    await page.goto(`/#/pages/index/index?inviter=${address(0).toLowerCase()}`);
    await expect(accountChip(page, address(9))).toBeVisible();
    // Nothing opens by itself: the card says a referrer is missing, its button opens the form.
    await expect(page.getByRole('dialog', { name: 'Bind referrer' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Bind referrer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bind referrer' });
    await expect(dialog.getByRole('textbox')).toHaveValue(address(0));
    await expect(dialog.getByText('Filled in from your invite link')).toBeVisible();
    const pidNow = async () => {
      const token = (await storedSession(page)).user?.token;
      const res = await fetch(`${stack.apiUrl}/api/user/info`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as { data: UserDetail }).data.pid;
    };
    expect(await pidNow()).toBeNull();
    expect((await api.requests()).filter((r) => r.path === '/api/user/bind')).toHaveLength(0);

    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText(address(0), { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm binding' }).click();
    const short = `${address(0).slice(0, 6)}…${address(0).slice(-4)}`;
    await expect(page.getByText('Referrer:')).toContainText(short);
    expect(await pidNow()).toBe(address(0));
  });
});
