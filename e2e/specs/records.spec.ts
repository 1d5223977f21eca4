import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { accountChip, pressConnectUnlessSigningIn } from '../fixtures/session';
import { anvilAccounts } from '../stack/chain/accounts';

const LABELS = [
  'Deposit',
  'Withdraw',
  'Withdrawal refund',
  'Flash exchange',
  'Transfer',
  'Staking order',
  'Platform deduction/top-up',
  'Direct referral reward',
  'Community performance reward',
  'Static output',
  'Level-point reward',
  'Node dividend reward',
];

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('rwat:session') ?? '{}').user.token);
}

/** Signs a second account in, in its own browser context, the way a person would. */
async function tokenInOwnContext(browser: Browser, webUrl: string, account: number) {
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.addInitScript((a) => {
    (window as unknown as { __TEST_WALLET_OPTIONS__: object }).__TEST_WALLET_OPTIONS__ = {
      account: a,
    };
  }, account);
  await other.goto(`${webUrl}/`);
  const connect = other.getByRole('button', { name: 'Connect wallet' });
  const signedIn = accountChip(other);
  await pressConnectUnlessSigningIn(connect, signedIn);
  await expect(signedIn).toBeVisible();
  const token = await tokenOf(other);
  await context.close();
  return token;
}

/**
 * Presses "Load more" until the list has no more, each press once the page before it is in.
 * While a page loads the button stays, busy and disabled, and the last page takes it away: a
 * press made while it is busy would wait for a button that never comes back.
 */
async function loadAll(page: Page) {
  const more = page.getByRole('button', { name: 'Load more' });
  const end = page.getByText('No more records');
  const items = page.getByRole('listitem');
  while (await more.isVisible()) {
    const before = await items.count();
    await more.click();
    // The page's items and the button's end come in one render.
    await expect(async () => {
      expect((await items.count()) > before || (await end.isVisible())).toBe(true);
    }).toPass();
  }
  await expect(end).toBeVisible();
}

test.describe('records and ledger', () => {
  test('every ledger type the API produces is labelled', async ({
    page,
    browser,
    signIn,
    api,
    stack,
  }) => {
    test.setTimeout(90_000);
    // A direct member's purchase today gives account 0 its direct and community rewards.
    const member = await tokenInOwnContext(browser, stack.webUrl, 1);
    await signIn({ account: 0 });
    const token = await tokenOf(page);
    const post = async (path: string, data: object, as = token) => {
      const res = await page.request.post(`${stack.apiUrl}${path}`, {
        headers: { Authorization: `Bearer ${as}` },
        data,
      });
      const body = (await res.json()) as { code: number; data: { id: number } };
      expect(body.code, path).toBe(10000);
      return body.data;
    };
    const withdrawal = await post('/api/withdraw', {
      symbol: 'USDT',
      address: anvilAccounts[0]!.address,
      amount: '10',
    });
    await api.review(withdrawal.id, 'rejected');
    await post('/api/transfer', {
      symbol: 'USDT',
      address: anvilAccounts[1]!.address,
      amount: '1',
    });
    await post('/api/flash/exchange', { amount: '2', minReceived: '0' });
    await post('/api/box/buy', { packageId: 1, methodId: 1 });
    await post('/api/box/buy', { packageId: 1, methodId: 1 }, member);
    await api.advanceDay();

    await page.goto('/#/pages/assets/FlowDetails');
    const ledger = page.getByRole('list', { name: 'Ledger entries' });
    await expect(ledger.getByRole('listitem').first()).toBeVisible();
    await loadAll(page);
    for (const label of LABELS) {
      await expect(ledger.getByRole('heading', { name: label, exact: true }).first()).toBeVisible();
    }
    await expect(ledger.getByRole('heading', { name: 'Unknown type' })).toHaveCount(0);
  });

  test('an unknown type reads "Unknown type"; the asset filter narrows the ledger', async ({
    page,
    signIn,
    api,
  }) => {
    // A type a newer server may send, which this app has no label for.
    await api.credit(anvilAccounts[1]!.address, 'mystery_bonus', 'RWAT', '1');
    await signIn();
    await page.goto('/#/pages/assets/FlowDetails');
    const ledger = page.getByRole('list', { name: 'Ledger entries' });
    await loadAll(page);
    await expect(ledger.getByRole('heading', { name: 'Unknown type' })).toBeVisible();
    await expect(ledger.getByRole('heading', { name: 'mystery_bonus' })).toHaveCount(0);

    const filter = page.getByRole('tablist', { name: 'Filter by asset' });
    await filter.getByRole('tab', { name: 'RWAT' }).click();
    await expect(filter.getByRole('tab', { name: 'RWAT' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(ledger.getByRole('listitem').first()).toBeVisible();
    for (const text of await ledger.getByRole('listitem').allTextContents()) {
      expect(text).toContain('RWAT');
    }
  });

  test('record screens show their empty states, each with the way to what fills it', async ({
    page,
    signIn,
  }) => {
    await signIn({ account: 2 });
    for (const [path, empty, next] of [
      ['/pages/assets/Rechargerecords', 'No deposits yet', 'Top up'],
      ['/pages/assets/Withdrawalrecords', 'No withdrawals yet', 'Withdraw'],
      ['/pages/assets/Transferrecords', 'No transfers yet', 'Transfer'],
      ['/pages/assets/FlashExchangeRecords', 'No flash exchanges yet', 'Flash exchange'],
      ['/pages/assets/FlowDetails', 'No entries yet', 'Top up'],
    ] as const) {
      await page.goto(`/#${path}`);
      await expect(page.getByText(empty)).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('link', { name: next, exact: true }),
      ).toBeVisible();
    }
    // The last one taken, as a person would: it opens the screen that makes the record.
    await page.getByRole('main').getByRole('link', { name: 'Top up', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Top up', exact: true }),
    ).toBeVisible();
  });

  test('a record list loads as the shape of its rows, busy, not as a spinner', async ({
    page,
    signIn,
  }) => {
    await signIn({ account: 0 });
    // The list's answer is held until the loading shape has been looked at.
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/recharge/records*', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/#/pages/assets/Rechargerecords');
    const main = page.getByRole('main');
    await expect(main.getByRole('status').filter({ hasText: 'Loading…' })).toBeAttached();
    // The region is busy (what the layout audit waits out) and holds the rows' shape.
    const busy = main.locator('[aria-busy="true"]');
    await expect(busy).toHaveCount(1);
    await expect(busy.locator('[aria-hidden="true"] > *')).toHaveCount(3);
    answer();
    const list = main.getByRole('list', { name: 'Deposit records' });
    await expect(list.getByRole('listitem').first()).toContainText('Order number');
    await expect(busy).toHaveCount(0);
  });

  test('deposit records show each deposit with its status and order number', async ({
    page,
    signIn,
  }) => {
    await signIn({ account: 0 });
    await page.goto('/#/pages/assets/Rechargerecords');
    const list = page.getByRole('list', { name: 'Deposit records' });
    await expect(list.getByRole('listitem').first()).toContainText('Success');
    await expect(list.getByRole('listitem').first()).toContainText('Order number');
  });
});
