import type { Page } from '@playwright/test';
import { encodeFunctionData, erc20Abi } from 'viem';
import type { Balances, StakingOrdersPage } from '../../lib/contract/contract';
import { expect, test } from '../fixtures';
import { message } from '../fixtures/catalogues';
import { accountChip } from '../fixtures/session';
import { anvilAccounts } from '../stack/chain/accounts';
import stackConfig from '../stack/stack.config.json';
import { readApi, shown, toast, tokenOf } from './screens-helpers';

const ACCOUNT_0 = anvilAccounts[0]!.address;
const ACCOUNT_1 = anvilAccounts[1]!.address;
const ACCOUNT_2 = anvilAccounts[2]!.address;
const ACCOUNT_3 = anvilAccounts[3]!.address;
const LATIN_DIGIT = /[0-9]/;

/** Posts to the API as the signed-in user, the way another device of theirs would. */
async function postAs(page: Page, apiUrl: string, path: string, data: object) {
  const res = await page.request.post(`${apiUrl}${path}`, {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    data,
  });
  const body = (await res.json()) as { code: number };
  expect(body.code, path).toBe(10000);
}

test.describe('Max and the balance beside every amount', () => {
  test('withdraw and transfer fill the exact balance, and the usual checks still apply', async ({
    page,
    signIn,
    api,
    stack,
  }) => {
    // Set before signing in: home reads the balances, and the screens reuse them while fresh.
    await api.setBalance(ACCOUNT_1, 'USDT', '1234.567890123456789012');
    await signIn();
    await page.goto('/#/pages/assets/Withdraw');
    // Shown cut to 8 places, never rounded up; Max takes all 18.
    await expect(page.getByText('Available: 1,234.56789012 USDT')).toBeVisible();
    await page.getByRole('button', { name: 'Max', exact: true }).click();
    const amount = page.getByRole('textbox', { name: 'Withdrawal amount' });
    await expect(amount).toHaveValue('1234.567890123456789012');
    await page.getByRole('textbox', { name: 'Withdrawal address' }).fill(ACCOUNT_3);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(
      review.getByText('Withdraw 1,234.567890123456789012 USDT to this address:'),
    ).toBeVisible();
    await review.getByRole('button', { name: 'Cancel' }).click();

    await api.setBalance(ACCOUNT_1, 'USDT', '5.5');
    await page.reload();
    await expect(page.getByText('Available: 5.5 USDT')).toBeVisible();
    await page.getByRole('button', { name: 'Max', exact: true }).click();
    await expect(amount).toHaveValue('5.5');
    await page.getByRole('textbox', { name: 'Withdrawal address' }).fill(ACCOUNT_3);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByText('The minimum withdrawal is 10 USDT.')).toBeVisible();

    await page.goto('/#/pages/assets/transfer');
    await page.getByRole('radio', { name: 'RWAT' }).check();
    const rwat = (await readApi<Balances>(stack.apiUrl, '/api/user/balance', await tokenOf(page)))
      .RWAT;
    await expect(page.getByText(`Available: ${shown(rwat, 8)} RWAT`)).toBeVisible();
    await page.getByRole('button', { name: 'Max', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Transfer quantity' })).toHaveValue(rwat);
  });

  test('top up shows what the wallet holds on chain; Max fills it to the last unit', async ({
    page,
    signIn,
    chain,
  }) => {
    await signIn();
    // Leave the wallet one smallest unit short of a round million.
    const hash = await chain.rpc<`0x${string}`>('eth_sendTransaction', [
      {
        from: ACCOUNT_1,
        to: stackConfig.contracts.USDT,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [ACCOUNT_0, 1n],
        }),
      },
    ]);
    await expect
      .poll(() => chain.rpc<{ status: string } | null>('eth_getTransactionReceipt', [hash]))
      .toMatchObject({ status: '0x1' });
    await page.goto('/#/pages/assets/topup');
    await expect(page.getByText('Wallet balance: 999,999.99999999 USDT')).toBeVisible();
    await page.getByRole('button', { name: 'Max', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue(
      '999999.999999999999999999',
    );
  });

  test('each staking method shows the balance it is paid from', async ({ page, signIn, api }) => {
    await api.setBalance(ACCOUNT_1, 'USDT', '321.5');
    await api.setBalance(ACCOUNT_1, 'RWAT', '42');
    await signIn();
    await page.goto('/#/pages/Pledge/Pledge');
    await expect(page.getByText('Available: 321.5 USDT', { exact: true })).toBeVisible();
    await expect(page.getByText('Available: 321.5 USDT + 42 RWAT', { exact: true })).toBeVisible();
  });
});

test.describe('refresh on every list', () => {
  test('the ledger and the record screens fetch again on Refresh', async ({
    page,
    signIn,
    api,
    stack,
  }) => {
    await signIn({ account: 2 });
    await api.setBalance(ACCOUNT_2, 'USDT', '100');
    await page.goto('/#/pages/assets/Withdrawalrecords');
    await expect(page.getByText('No withdrawals yet')).toBeVisible();
    await page.goto('/#/pages/assets/FlowDetails');
    await expect(page.getByText('No entries yet')).toBeVisible();

    await postAs(page, stack.apiUrl, '/api/withdraw', {
      symbol: 'USDT',
      address: ACCOUNT_0,
      amount: '10',
    });
    await page.getByRole('button', { name: 'Refresh' }).click();
    const ledger = page.getByRole('list', { name: 'Ledger entries' });
    await expect(ledger.getByRole('heading', { name: 'Withdraw', exact: true })).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal records' })).toBeVisible();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(
      page.getByRole('list', { name: 'Withdrawal records' }).getByRole('listitem'),
    ).toHaveCount(1);
  });
});

test.describe('the header account chip', () => {
  test('shows the short address; its menu copies the full one and logs out', async ({
    page,
    context,
    signIn,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn();
    await page.goto('/#/pages/assets/assets');
    const chip = accountChip(page, ACCOUNT_1);
    await expect(chip).toHaveText(`Account ${ACCOUNT_1.slice(0, 6)}…${ACCOUNT_1.slice(-4)}`);
    await chip.click();
    const menu = page.getByRole('dialog', { name: 'Account' });
    await expect(menu.getByText(ACCOUNT_1, { exact: true })).toBeVisible();
    await menu.getByRole('button', { name: 'Copy' }).click();
    await expect(menu.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ACCOUNT_1);
    await menu.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
    await expect(accountChip(page)).toHaveCount(0);
  });

  test('reads left to right in Persian', async ({ page, signIn }) => {
    await page.addInitScript(() => localStorage.setItem('rwat:lang', 'fa'));
    await signIn();
    const chip = accountChip(page, ACCOUNT_1, message('fa', 'auth.account'));
    await expect(chip).toBeVisible();
    const address = chip.getByText(`${ACCOUNT_1.slice(0, 6)}…${ACCOUNT_1.slice(-4)}`);
    await expect(address).toHaveCSS('direction', 'ltr');
  });
});

test.describe('staking orders by status', () => {
  test('in progress and ended are separate lists, each paged by the server', async ({
    page,
    signIn,
    api,
    stack,
  }) => {
    test.setTimeout(120_000);
    await signIn();
    const token = await tokenOf(page);
    const ended = () =>
      readApi<StakingOrdersPage>(stack.apiUrl, '/api/box/myBoxLists?status=ended', token);
    // An order produces twice its price at 1% a day: the first ones end after 200 days.
    for (let day = 0; day < 200; day += 1) await api.advanceDay();
    while ((await ended()).total === 0) await api.advanceDay();
    const endedTotal = (await ended()).total;
    const activeTotal = (
      await readApi<StakingOrdersPage>(stack.apiUrl, '/api/box/myBoxLists?status=active', token)
    ).total;

    await page.goto('/#/pages/Pledge/PledgeOrder');
    const filter = page.getByRole('tablist', { name: 'Order status' });
    const orders = page.getByRole('list', { name: 'My orders' });
    await expect(filter.getByRole('tab', { name: 'Staking in progress' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(orders.getByRole('listitem')).toHaveCount(Math.min(10, activeTotal));
    await expect(orders.getByRole('listitem').filter({ hasText: 'Ended' })).toHaveCount(0);

    await filter.getByRole('tab', { name: 'Ended' }).click();
    await expect(orders.getByRole('listitem')).toHaveCount(Math.min(10, endedTotal));
    for (const text of await orders.getByRole('listitem').allTextContents()) {
      expect(text).toContain('Ended');
    }
    const asked = (await api.requests()).filter((r) => r.path === '/api/box/myBoxLists');
    expect(asked.map((r) => r.query)).toContain('page=1&size=10&status=ended');
  });
});

test.describe('numbers in messages follow the language', () => {
  test('Persian limits, balances and counts carry no Latin digits', async ({
    page,
    signIn,
    api,
  }) => {
    await page.addInitScript(() => localStorage.setItem('rwat:lang', 'fa'));
    const m = (key: string, values?: Record<string, string>) => message('fa', key, values);
    const n = (value: string) =>
      new Intl.NumberFormat('fa', { maximumFractionDigits: 18 }).format(value as unknown as number);
    await signIn();

    await page.goto('/#/pages/assets/Withdraw');
    const minimum = page.getByText(m('withdraw.minimum', { limit: n('10') }));
    await expect(minimum).toBeVisible();
    await expect(
      page.getByText(m('assets.available', { amount: `${n('1000')} USDT` })),
    ).toBeVisible();
    const amount = page.getByRole('textbox', { name: m('withdraw.amount') });
    await amount.fill(`1.${'1'.repeat(19)}`);
    const tooPrecise = page.getByText(m('amountInput.reason.decimals', { max: n('18') }));
    await expect(tooPrecise).toBeVisible();
    // Read while it shows: the notice goes once the field holds an amount it takes.
    for (const shownText of [minimum, tooPrecise]) {
      expect(await shownText.textContent()).not.toMatch(LATIN_DIGIT);
    }

    // A limit the server sends is written in Persian digits too.
    await amount.fill('15');
    await page.getByRole('textbox', { name: m('withdraw.address') }).fill(ACCOUNT_3);
    await page.getByRole('button', { name: m('withdraw.submit'), exact: true }).click();
    const review = page.getByRole('dialog', { name: m('assets.confirmTitle') });
    await api.force({ path: '/api/withdraw', code: 1037, data: { limit: '20' } });
    await review.getByRole('button', { name: m('app.confirm') }).click();
    const limitToast = toast(page, m('errors.minWithdraw', { limit: n('20') }));
    await expect(limitToast).toBeVisible();
    expect(await limitToast.textContent()).not.toMatch(LATIN_DIGIT);
  });
});
