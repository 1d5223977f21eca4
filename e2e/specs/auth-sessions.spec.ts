import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { accountChip, pressConnectUnlessSigningIn, storedSession } from '../fixtures/session';
import { shortenWaits } from '../fixtures/timing';
import { anvilAccounts } from '../stack/chain/accounts';
import type { TestGlobals } from '../stack/wallet/provider';

const address = (i: number) => anvilAccounts[i]!.address;

/** What the server answers a balance read with this token (10000, or why not). */
async function balanceCode(apiUrl: string, token: string): Promise<number> {
  const res = await fetch(`${apiUrl}/api/user/balance`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { code: number }).code;
}

/** A new tab in `context` whose wallet holds account `index`, signed in the way a person does. */
async function openSignedInTab(context: BrowserContext, index: number): Promise<Page> {
  const tab = await context.newPage();
  await tab.addInitScript(
    (o) => {
      (window as unknown as TestGlobals).__TEST_WALLET_OPTIONS__ = o;
    },
    { account: index },
  );
  await tab.goto('/');
  await pressConnectUnlessSigningIn(
    tab.getByRole('button', { name: 'Connect wallet' }),
    accountChip(tab, address(index)),
  );
  return tab;
}

const elsewhereMessage = 'Your account has logged in elsewhere. Please log in again.';

test.describe('sessions on the server', () => {
  test('after log out, the old token no longer reads the balance', async ({
    page,
    signIn,
    stack,
  }) => {
    await signIn({ account: 1 });
    const token = (await storedSession(page)).user?.token ?? '';
    expect(await balanceCode(stack.apiUrl, token)).toBe(10000);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeEnabled();
    // The revocation is sent as the app logs out, without holding it up.
    await expect.poll(() => balanceCode(stack.apiUrl, token)).toBe(1012);
  });
});

test.describe('where the app is served', () => {
  test('the export under a sub-path signs in: its origin is a configured one', async ({
    page,
    wallet,
    stack,
  }) => {
    await wallet.configure({ account: 1 });
    await page.goto(stack.subPathUrl);
    await pressConnectUnlessSigningIn(
      page.getByRole('button', { name: 'Connect wallet' }),
      accountChip(page, address(1)),
    );
    expect((await storedSession(page)).user?.address).toBe(address(1));
  });
});

test.describe('one browser, one session', () => {
  test('a second tab of the same browser shares the sign-in; another browser ends both', async ({
    page,
    signIn,
    api,
    browser,
    stack,
  }) => {
    // Both tabs read the message of code 40002 before the sign-out; this test need not wait.
    await shortenWaits(page.context(), { sessionEndDelayMs: 1 });
    await signIn({ account: 1 });
    const first = (await storedSession(page)).user?.token;

    const second = await openSignedInTab(page.context(), 1);
    expect((await storedSession(second)).user?.token).toBe(first);
    const logins = (await api.requests()).filter((r) => r.path === '/api/login');
    expect(logins).toHaveLength(1);

    // The first tab is still signed in: home asks the server who it is on every visit.
    await page.reload();
    await expect(accountChip(page, address(1))).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: elsewhereMessage })).toHaveCount(0);
    expect((await storedSession(page)).user?.token).toBe(first);

    // Another browser is another device: its sign-in ends this browser's session.
    const elsewhere = await browser.newContext({ baseURL: stack.webUrl });
    try {
      await openSignedInTab(elsewhere, 1);
    } finally {
      await elsewhere.close();
    }
    for (const tab of [page, second]) {
      await tab.reload();
      await expect(tab.getByRole('status').filter({ hasText: elsewhereMessage })).toBeVisible();
      await expect(tab.getByRole('button', { name: 'Connect wallet' })).toBeEnabled();
    }
  });

  test('log out in one tab signs out the tab sharing its session', async ({
    page,
    signIn,
    stack,
  }) => {
    await signIn({ account: 1 });
    const second = await openSignedInTab(page.context(), 1);
    const token = (await storedSession(second)).user?.token ?? '';
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(second.getByRole('button', { name: 'Connect wallet' })).toBeEnabled();
    await expect(accountChip(second)).toHaveCount(0);
    expect((await storedSession(second)).user).toBeNull();
    await expect.poll(() => balanceCode(stack.apiUrl, token)).toBe(1012);
  });

  test('a session the server no longer accepts is not adopted: the new tab signs in afresh', async ({
    page,
    signIn,
    api,
    stack,
  }) => {
    await signIn({ account: 1 });
    const stale = (await storedSession(page)).user?.token ?? '';
    // The server ends it behind the first tab's back (as its idle limit would).
    await fetch(`${stack.apiUrl}/api/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stale}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    const second = await openSignedInTab(page.context(), 1);
    const fresh = (await storedSession(second)).user?.token;
    expect(fresh).not.toBe(stale);
    expect(await balanceCode(stack.apiUrl, fresh ?? '')).toBe(10000);
    expect((await api.requests()).filter((r) => r.path === '/api/login')).toHaveLength(2);
  });

  test('a tab with another wallet account signs in on its own', async ({ page, signIn, api }) => {
    await signIn({ account: 1 });
    const second = await openSignedInTab(page.context(), 2);
    expect((await storedSession(second)).user?.address).toBe(address(2));
    expect((await api.requests()).filter((r) => r.path === '/api/login')).toHaveLength(2);
  });
});
