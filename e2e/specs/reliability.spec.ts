import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import type { ApiControls } from '../fixtures/api';
import { accountChip } from '../fixtures/session';
import { shortenWaits } from '../fixtures/timing';
import { anvilAccounts } from '../stack/chain/accounts';
import { callsTo, reviewNotice } from './screens-helpers';

const ACCOUNT_5 = anvilAccounts[5]!.address;
const overlay = (page: Page) => page.getByRole('progressbar', { name: 'Loading…' });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
/** What a money request with no answer says: it may have gone through, and a retry is safe. */
const UNKNOWN_OUTCOME =
  'We could not tell whether this went through. Check your records; confirming again is safe and will not send it twice.';

async function openTransfer(page: Page, amount = '2') {
  await page.goto('/#/pages/assets/transfer');
  await page.getByRole('textbox', { name: 'Transfer address' }).fill(ACCOUNT_5);
  await page.getByRole('textbox', { name: 'Transfer quantity' }).fill(amount);
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  return page.getByRole('dialog', { name: 'Please confirm' });
}

/** After any failure: the overlay is gone, the form kept what was typed, and a retry works once. */
async function expectRecoverable(page: Page, api: ApiControls) {
  await expect(overlay(page)).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Transfer quantity' })).toHaveValue('2');
  await api.clearLog();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  if (!(await dialog.isVisible()))
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Transfer')).toBeVisible();
  expect(await callsTo(api, '/api/transfer')).toBe(1);
}

test.describe('faults', () => {
  test('an HTTP 500 from the API: a clear message, nothing stuck, a retry works', async ({
    page,
    signIn,
    api,
  }) => {
    await signIn();
    const dialog = await openTransfer(page);
    await api.force({ path: '/api/transfer', status: 500 });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(reviewNotice(page.getByRole('dialog'), UNKNOWN_OUTCOME)).toBeVisible();
    await expectRecoverable(page, api);
  });

  test('a stalled response times out and says the outcome is unknown', async ({
    page,
    signIn,
    api,
  }) => {
    await shortenWaits(page, { requestTimeoutMs: 1_500 });
    await signIn();
    const dialog = await openTransfer(page);
    await api.force({ path: '/api/transfer', delayMs: 5_000, code: 1001 });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(reviewNotice(page.getByRole('dialog'), UNKNOWN_OUTCOME)).toBeVisible();
    await expectRecoverable(page, api);
  });

  test('confirming while offline says nothing was sent; the retry works once back online', async ({
    page,
    context,
    signIn,
    api,
  }) => {
    await signIn();
    const dialog = await openTransfer(page);
    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    // Nothing left the device: it says so, never "we could not tell whether this went through".
    await expect(
      reviewNotice(
        page.getByRole('dialog'),
        'You are offline: nothing was sent. Confirm again once you are back online.',
      ),
    ).toBeVisible();
    await expect(page.getByText(UNKNOWN_OUTCOME)).toHaveCount(0);
    await context.setOffline(false);
    await expectRecoverable(page, api);
  });

  test('a dropped connection says the outcome is unknown, not a hang', async ({
    page,
    signIn,
    api,
  }) => {
    await signIn();
    const dialog = await openTransfer(page);
    await api.force({ path: '/api/transfer', drop: true });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(reviewNotice(page.getByRole('dialog'), UNKNOWN_OUTCOME)).toBeVisible();
    await expectRecoverable(page, api);
  });

  test('the chain node being down stops a deposit cleanly', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/#/pages/assets/topup');
    await page.route('**/rpc', (route) => route.abort('connectionrefused'));
    await page.getByRole('textbox', { name: 'Amount' }).fill('5');
    await page.getByRole('button', { name: 'Top up', exact: true }).click();
    await expect(
      toast(page, 'Request failed. Please check your connection and try again.'),
    ).toBeVisible();
    await expect(overlay(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Top up', exact: true })).toBeEnabled();
    const flag = await page.evaluate(
      () =>
        (
          JSON.parse(sessionStorage.getItem('rwat:session') ?? '{}') as {
            depositInProgress?: boolean;
          }
        ).depositInProgress,
    );
    expect(flag).toBe(false);
  });
});

test.describe('double submit: a rapid double tap sends one request', () => {
  test('transfer', async ({ page, signIn, api }) => {
    await signIn();
    const dialog = await openTransfer(page);
    await api.clearLog();
    await dialog.getByRole('button', { name: 'Confirm' }).dblclick();
    await expect(toast(page, 'Transfer')).toBeVisible();
    expect(await callsTo(api, '/api/transfer')).toBe(1);
  });

  test('withdraw', async ({ page, signIn, api }) => {
    const me = await signIn();
    await page.goto('/#/pages/assets/Withdraw');
    await page.getByRole('textbox', { name: 'Withdrawal address' }).fill(me);
    await page.getByRole('textbox', { name: 'Withdrawal amount' }).fill('20');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await api.clearLog();
    await page
      .getByRole('dialog', { name: 'Please confirm' })
      .getByRole('button', { name: 'Confirm' })
      .dblclick();
    await expect(toast(page, 'Withdrawal submitted for review')).toBeVisible();
    expect(await callsTo(api, '/api/withdraw')).toBe(1);
  });

  test('flash exchange', async ({ page, signIn, api }) => {
    await signIn();
    await page.goto('/#/pages/assets/FlashExchange');
    await page.getByRole('textbox', { name: 'Redeem amount (RWAT)' }).fill('10');
    await page.getByRole('button', { name: 'Exchange', exact: true }).click();
    await api.clearLog();
    await page
      .getByRole('dialog', { name: 'Please confirm' })
      .getByRole('button', { name: 'Confirm' })
      .dblclick();
    await expect(page.getByRole('status').filter({ hasText: /\S/ }).first()).toBeVisible();
    await expect(overlay(page)).toBeHidden();
    expect(await callsTo(api, '/api/flash/exchange')).toBe(1);
  });

  test('deposit', async ({ page, signIn, api }) => {
    await signIn();
    await page.goto('/#/pages/assets/topup');
    await page.getByRole('textbox', { name: 'Amount' }).fill('3');
    await api.clearLog();
    await page.getByRole('button', { name: 'Top up', exact: true }).dblclick();
    await page
      .getByRole('dialog', { name: 'Review your deposit' })
      .getByRole('button', { name: 'Confirm' })
      .dblclick();
    await expect(toast(page, 'Submitted successfully')).toBeVisible({ timeout: 30_000 });
    expect(await callsTo(api, '/api/recharge/create')).toBe(1);
  });

  test('sign-in', async ({ page, wallet, api }) => {
    // A desktop-like page where the user starts the sign-in by hand.
    await wallet.configure({ autoConnected: false });
    await page.addInitScript(() => {
      const raw = sessionStorage.getItem('rwat:session');
      const session = raw ? JSON.parse(raw) : {};
      sessionStorage.setItem('rwat:session', JSON.stringify({ ...session, autoSignInTried: true }));
    });
    await page.goto('/');
    await api.clearLog();
    await page.getByRole('button', { name: 'Connect wallet' }).dblclick();
    await expect(accountChip(page)).toBeVisible();
    expect(await callsTo(api, '/api/login')).toBe(1);
  });
});

test.describe('injection: nothing from data runs', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      // The tripwire: any payload that runs sets it; a dialog would fire too.
      (window as { __xss?: number }).__xss = undefined;
    });
    page.on('dialog', (d) => {
      throw new Error(`a dialog opened: ${d.message()}`);
    });
  });

  const tripped = (page: Page) => page.evaluate(() => (window as { __xss?: number }).__xss);

  test('a script in a server message shows as text', async ({ page, api, wallet }) => {
    await wallet.configure({ flavour: 'plain' });
    const payload = '<img src=x onerror="window.__xss=1">Hello';
    await api.force({ path: '/api/auth/nonce', code: 1000, msg: payload });
    await page.goto('/');
    await expect(page.getByRole('status').filter({ hasText: payload })).toBeVisible();
    expect(await tripped(page)).toBeUndefined();
  });

  test('a script in a member address field is refused as an answer the app does not understand', async ({
    page,
    signIn,
    api,
  }) => {
    await signIn({ account: 0 });
    const payload = '<img src=x onerror="window.__xss=1">';
    await api.force({
      path: '/api/team/members',
      code: 10000,
      data: {
        list: [
          {
            address: payload,
            identity: 'member',
            performance: '1',
            joinedAt: new Date().toISOString(),
          },
        ],
        total: 1,
        page: 1,
        size: 10,
      },
    });
    await page.goto('/#/pages/team/team');
    // An address is 0x and 40 hex digits by contract: anything else never reaches the screen.
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'The server sent an answer the app does not understand.' }),
    ).toBeVisible();
    await expect(page.getByText(payload.slice(0, 6), { exact: false })).toHaveCount(0);
    expect(await tripped(page)).toBeUndefined();
  });

  test('a script in the hash query string runs nothing', async ({ page }) => {
    await page.goto(
      '/#/pages/index/AnnouncementDetails?id=%3Cimg%20src%3Dx%20onerror%3D%22window.__xss%3D1%22%3E',
    );
    await expect(page.getByText('Announcement not found')).toBeVisible();
    expect(await tripped(page)).toBeUndefined();
  });

  test('the exported page carries a Content-Security-Policy', async ({ page }) => {
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    const csp =
      /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toMatch(/connect-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});

test.describe('storage hygiene', () => {
  test('only the language lives in localStorage', async ({ page, signIn }) => {
    const me = await signIn();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Assets' })
      .click();
    await page.getByRole('button', { name: 'Language' }).count();
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.filter((key) => key !== 'rwat:lang')).toEqual([]);
    const values = await page.evaluate(() => Object.values(localStorage).join('\n'));
    const token = await page.evaluate(
      () =>
        (
          JSON.parse(sessionStorage.getItem('rwat:session') ?? '{}') as {
            user?: { token?: string };
          }
        ).user?.token,
    );
    expect(token).toBeTruthy();
    expect(values).not.toContain(token!);
    expect(Object.keys(await page.evaluate(() => ({ ...sessionStorage })))).toContain(
      'rwat:session',
    );
    expect(me).toBeTruthy();
  });

  test('logout leaves no user data in storage or caches', async ({ page, signIn }) => {
    await signIn();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
    const session = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('rwat:session') ?? '{}'),
    );
    expect(session.user).toBeNull();
    expect(session.address).toBe('');
    // Balances and the profile live in the query cache only, never in storage.
    expect(session).not.toHaveProperty('balance');
    expect(session).not.toHaveProperty('userDetail');
    const cached = await page.evaluate(async () => {
      if (typeof caches === 'undefined') return [];
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(cached.filter((u) => u.includes('/api/'))).toEqual([]);
  });
});
