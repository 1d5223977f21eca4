import { devices, type Page } from '@playwright/test';
import type { Balances, NetworkStats } from '@/lib/contract/contract';
import { expect, test } from '../fixtures';
import { accountChip, pressConnectUnlessSigningIn } from '../fixtures/session';
import { anvilAccounts } from '../stack/chain/accounts';
import {
  expectAccessible,
  readApi,
  requestLog,
  shown,
  stat,
  toast,
  tokenOf,
} from './screens-helpers';

const account1 = anvilAccounts[1]!.address;
const unregistered = '0x000000000000000000000000000000000000dEaD';

/** The signed-in member's balances as the API holds them. */
const balancesOf = async (page: Page, apiUrl: string) =>
  readApi<Balances>(apiUrl, '/api/user/balance', await tokenOf(page));

test.describe('home', () => {
  test('shows the member’s balances and the network totals as the API holds them', async ({
    page,
    signIn,
    stack,
  }) => {
    await signIn();
    const balances = await balancesOf(page, stack.apiUrl);
    const stats = await readApi<NetworkStats>(stack.apiUrl, '/api/home/stats');
    await expect(stat(page, 'USDT balance')).toContainText(`${shown(balances.USDT)} USDT`);
    await expect(stat(page, 'RWAC balance')).toContainText(`${shown(balances.RWAC)} RWAC`);
    await expect(stat(page, 'Network total staked value')).toContainText(
      `${shown(stats.totalStakedValue)} U`,
    );
    await expect(stat(page, 'Current total staked quantity')).toContainText(
      shown(stats.totalStakedQuantity, 0),
    );
    await expect(stat(page, 'Network total hash power')).toContainText(shown(stats.totalHashPower));
    await expect(page.getByRole('link', { name: 'Staking records' })).toBeVisible();
    await page.getByRole('link', { name: 'All announcements' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  });

  test('a guest sees the totals but no balances', async ({ page, wallet, stack }) => {
    await wallet.configure({ injectDelayMs: 600_000 });
    await page.goto('/');
    const stats = await readApi<NetworkStats>(stack.apiUrl, '/api/home/stats');
    await expect(stat(page, 'Network total staked value')).toContainText(
      shown(stats.totalStakedValue),
    );
    await expect(page.getByText('USDT balance')).toHaveCount(0);
    await expect(page.getByText('RWAC balance')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Invite friends' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('binding a referrer: the warning comes first, it binds once, then the entry is gone', async ({
    page,
    signIn,
    api,
  }) => {
    await signIn({ account: 2 });
    await page.getByRole('button', { name: 'Bind referrer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bind referrer' });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText('The binding is fixed and cannot be changed later.'),
    ).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel('Referrer address').fill(account1.toLowerCase());
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText(account1, { exact: true })).toBeVisible();
    await expect(
      dialog.getByText('The binding is fixed and cannot be changed later.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm binding' }).click();
    await expect(toast(page, 'Referrer bound')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Bind referrer' })).toHaveCount(0);
    const binds = (await requestLog(api)).filter((r) => r.path === '/api/user/bind');
    expect(binds).toHaveLength(1);

    await page.reload();
    await expect(accountChip(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite friends' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bind referrer' })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Bind referrer' })).toHaveCount(0);
  });

  test('a bind on its way keeps its dialog: Escape waits for the answer, which is said there', async ({
    page,
    signIn,
    api,
  }) => {
    await signIn({ account: 2 });
    await page.getByRole('button', { name: 'Bind referrer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bind referrer' });
    await dialog.getByLabel('Referrer address').fill(unregistered);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await api.delay(1_500, '/api/user/bind');
    await dialog.getByRole('button', { name: 'Confirm binding' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('alert')).toHaveText('The inviting user does not exist.');
    await expect(dialog).toBeVisible();
    // Answered: the dialog closes again as it always does.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the bind dialog can be closed and opened again from its card', async ({ page, signIn }) => {
    await signIn({ account: 2 });
    await page.getByRole('button', { name: 'Bind referrer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bind referrer' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Bind referrer' }).click();
    await expect(dialog.getByLabel('Referrer address')).toBeVisible();
  });

  test('a referrer from one’s own team is refused in the app’s words, not the server’s', async ({
    page,
    signIn,
  }) => {
    // Demo account 7 sits below account 3.
    await signIn({ account: 3 });
    await page.getByRole('button', { name: 'Bind referrer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bind referrer' });
    await dialog.getByLabel('Referrer address').fill(anvilAccounts[7]!.address);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Confirm binding' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'This address is in your own team: a referrer must be above you, not below.',
    );
  });

  test('an unknown referrer shows the server’s 1010 message', async ({ page, signIn }) => {
    await signIn({ account: 2 });
    await page.getByRole('button', { name: 'Bind referrer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bind referrer' });
    await dialog.getByLabel('Referrer address').fill(unregistered);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Confirm binding' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The inviting user does not exist.');
    await expect(page.getByRole('button', { name: 'Bind referrer' })).toBeVisible();
  });

  test('a binding error is said once, inside the dialog, whatever the answer', async ({
    page,
    signIn,
    api,
  }) => {
    await signIn({ account: 2 });
    await page.getByRole('button', { name: 'Bind referrer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bind referrer' });
    const answers = [
      { force: { code: 1010 }, text: 'The inviting user does not exist.' },
      {
        force: { code: 1020 },
        text: 'This address is already registered. Please log in directly.',
      },
      { force: { code: 1000, msg: 'Binding is paused' }, text: 'Binding is paused' },
      {
        force: { status: 502 },
        text: 'We could not tell whether this went through. Check your records; confirming again is safe and will not send it twice.',
      },
    ];
    for (const { force, text } of answers) {
      await api.force({ path: '/api/user/bind', ...force });
      const confirm = dialog.getByRole('button', { name: 'Confirm binding' });
      // After an answer the form comes back; after none the confirmation stays to retry.
      if (!(await confirm.isVisible())) {
        await dialog.getByLabel('Referrer address').fill(account1);
        await dialog.getByRole('button', { name: 'Next' }).click();
      }
      await confirm.click();
      await expect(dialog.getByRole('alert')).toHaveText(text);
      // The toast would already be up: the client shows it before the dialog hears of it.
      await expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(0);
      await expect(page.getByText(text)).toHaveCount(1);
    }
  });

  test('an invalid, empty or own address is refused before the API', async ({
    page,
    signIn,
    api,
  }) => {
    const me = await signIn({ account: 2 });
    await page.getByRole('button', { name: 'Bind referrer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bind referrer' });
    const input = dialog.getByLabel('Referrer address');
    const next = dialog.getByRole('button', { name: 'Next' });
    await next.click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter the referrer address');
    await input.fill('0x1234');
    await next.click();
    await expect(dialog.getByRole('alert')).toHaveText('This is not a valid address');
    await input.fill(me);
    await next.click();
    await expect(dialog.getByRole('alert')).toHaveText('You cannot bind your own address');
    const binds = (await requestLog(api)).filter((r) => r.path === '/api/user/bind');
    expect(binds).toHaveLength(0);
  });

  test('the invite link opens the app with the inviter filled in', async ({
    page,
    signIn,
    browser,
  }) => {
    const me = await signIn();
    await page.getByRole('button', { name: 'Invite friends' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite friends' });
    await expect(dialog.getByText(me, { exact: true })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Copy address' }).click();
    await expect(toast(page, 'Copied')).toBeVisible();
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(toast(page, 'Copied')).toBeVisible();
    // The link is shown in pieces that wrap whole; its paragraph holds it all.
    const link =
      (await dialog
        .getByRole('paragraph')
        .filter({ hasText: /inviter=/ })
        .textContent()) ?? '';
    expect(link).toContain(me);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    const context = await browser.newContext({ ...devices['Pixel 7'] });
    try {
      await context.addInitScript(
        (options) => {
          (window as unknown as { __TEST_WALLET_OPTIONS__: unknown }).__TEST_WALLET_OPTIONS__ =
            options;
        },
        { account: 2 },
      );
      const friend = await context.newPage();
      await friend.goto(link);
      const connect = friend.getByRole('button', { name: 'Connect wallet' });
      const signedIn = accountChip(friend);
      await pressConnectUnlessSigningIn(connect, signedIn);
      await friend.getByRole('button', { name: 'Bind referrer' }).click();
      const bind = friend.getByRole('dialog', { name: 'Bind referrer' });
      await expect(bind.getByLabel('Referrer address')).toHaveValue(me);
      await expect(bind.getByText('Filled in from your invite link')).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('home is accessible when signed in', async ({ page, signIn }) => {
    await signIn();
    await expect(stat(page, 'USDT balance')).toContainText('USDT');
    await expectAccessible(page);
  });
});

/** Every error the page throws or logs from now on. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('home, reloaded', () => {
  test("a signed-in tab's page hydrates cleanly and asks for the balances once", async ({
    page,
    signIn,
    stack,
  }) => {
    await signIn();
    const balances = await balancesOf(page, stack.apiUrl);
    const balanceRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/api/user/balance'))
        balanceRequests.push(request.url());
    });
    // The exported page was rendered for a guest: hydrating it in a signed-in tab must not
    // go wrong (React would say so, then render the whole page again).
    const errors = pageErrors(page);
    await page.reload();
    await expect(stat(page, 'USDT balance')).toContainText(`${shown(balances.USDT)} USDT`);
    await expect(accountChip(page, anvilAccounts[1]!.address)).toBeVisible();
    expect(balanceRequests).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('a signed-in tab whose session the server ended, reloaded, hydrates cleanly and says why it is signed out', async ({
    page,
    signIn,
    stack,
  }) => {
    await signIn();
    // The server ends the session behind the tab's back (as its idle limit would).
    await fetch(`${stack.apiUrl}/api/logout`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await tokenOf(page)}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    // The refused balance read is a 200 with the server's code: no failed load is expected either.
    const errors = pageErrors(page);
    await page.reload();
    await expect(toast(page, 'Please log in to continue.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
    expect(await tokenOf(page)).toBe('');
    expect(errors).toEqual([]);
  });
});
