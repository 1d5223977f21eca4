import type { Page } from '@playwright/test';
import { encodeFunctionData, erc20Abi, maxUint256, parseUnits } from 'viem';
import { expect, test } from '../fixtures';
import { depositVaultAbi } from '../stack/chain/abis';
import { anvilAccounts } from '../stack/chain/accounts';
import stackConfig from '../stack/stack.config.json';

const vault = stackConfig.contracts.vault as `0x${string}`;
const USDT = stackConfig.contracts.USDT as `0x${string}`;

const overlay = (page: Page) => page.getByRole('progressbar', { name: 'Loading…' });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const review = (page: Page) => page.getByRole('dialog', { name: 'Review your deposit' });
const txLink = /^Transaction 0x[0-9a-f]{64} on the block explorer$/;
const sends = async (wallet: { requests(): Promise<string[]> }) =>
  (await wallet.requests()).filter((m) => m === 'eth_sendTransaction').length;
const recent = (page: Page) => page.getByRole('list', { name: 'Recent deposits' });

/** The screen's receipt wait, shortened so a late receipt is late within the test. */
async function shortReceiptWait(page: Page, ms: number) {
  await page.addInitScript((receiptWaitMs) => {
    (window as { __RWAT_TEST_TIMING__?: object }).__RWAT_TEST_TIMING__ = { receiptWaitMs };
  }, ms);
}

async function openDeposit(page: Page) {
  await page.goto('/#/pages/assets/topup');
  await expect(page.getByRole('radio', { name: 'USDT' })).toBeChecked();
}

async function topUp(page: Page, amount: string) {
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByRole('button', { name: 'Top up', exact: true }).click();
  await review(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(review(page)).toBeHidden();
}

/** A first deposit, so the vault holds an allowance and the next one asks the wallet once. */
async function firstDeposit(page: Page) {
  await topUp(page, '5');
  await expect(toast(page, 'Submitted successfully')).toBeVisible();
  await expect(recent(page).getByRole('listitem').first()).toContainText('Success');
}

/** Signed in on the deposit screen with one deposit made, so the vault holds an allowance. */
async function signInAfterFirstDeposit(page: Page, signIn: () => Promise<`0x${string}`>) {
  const address = await signIn();
  await openDeposit(page);
  await firstDeposit(page);
  return address;
}

const sessionFlag = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('rwat:session') ?? '{}').depositInProgress);

test.describe('a deposit that never traps the person and never lies in the records', () => {
  test('the person reviews asset, exact amount and vault before the wallet is asked', async ({
    page,
    signIn,
    wallet,
    api,
  }) => {
    test.setTimeout(90_000);
    await signIn();
    await openDeposit(page);
    await api.clearLog();

    await page.getByRole('textbox', { name: 'Amount' }).fill('1234.5');
    await page.getByRole('button', { name: 'Top up', exact: true }).click();
    const dialog = review(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('USDT');
    await expect(dialog).toContainText('1,234.5 USDT');
    await expect(dialog.getByText(vault, { exact: true })).toBeVisible();
    await expect(dialog).toContainText('Your wallet will first ask you to approve this asset');
    expect(await sends(wallet)).toBe(0);

    // Cancel: nothing is asked of the wallet, no order is made, the amount stays.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await sends(wallet)).toBe(0);
    const state = await api.control<{ requests: { path: string }[] }>('state');
    expect(state.requests.filter((r) => r.path === '/api/recharge/create')).toHaveLength(0);
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('1234.5');

    // Confirm: the order carries the key made at this confirmation.
    await page.getByRole('button', { name: 'Top up', exact: true }).click();
    const created = page.waitForRequest('**/api/recharge/create');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    expect((await created).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    await expect(toast(page, 'Submitted successfully')).toBeVisible();
    expect(await sends(wallet)).toBe(2);

    // The settled record names its transaction, shortened, with the full hash in the link.
    const newest = recent(page).getByRole('listitem').first();
    await expect(newest).toContainText('Success');
    const link = newest.getByRole('link', { name: txLink });
    await expect(link).toHaveAttribute('href', /\/tx\/0x[0-9a-f]{64}$/);
    await expect(link).toHaveText(/^0x[0-9a-f]{4}…[0-9a-f]{4}$/);

    // With the allowance in place, the review says nothing of an approval.
    await page.getByRole('textbox', { name: 'Amount' }).fill('2');
    await page.getByRole('button', { name: 'Top up', exact: true }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog).not.toContainText('approve');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test('confirming again after an unanswered order reuses its key; a new deposit gets a new one', async ({
    page,
    signIn,
    api,
  }) => {
    test.setTimeout(90_000);
    await signIn();
    await openDeposit(page);
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/recharge/create')) {
        keys.push(request.headers()['idempotency-key'] ?? '');
      }
    });

    await api.force({ path: '/api/recharge/create', status: 502 });
    await topUp(page, '8');
    await expect(toast(page, 'We could not tell whether this went through.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('8');

    await topUp(page, '8');
    await expect(toast(page, 'Submitted successfully')).toBeVisible();
    await topUp(page, '9');
    await expect(toast(page, 'Submitted successfully')).toBeVisible();

    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test('a receipt that does not come frees the screen, and the outcome is told when it does', async ({
    page,
    signIn,
    chain,
  }) => {
    test.setTimeout(90_000);
    await shortReceiptWait(page, 3_000);
    await signInAfterFirstDeposit(page, signIn);

    // The chain stops mining: the deposit is sent but no receipt comes.
    await chain.rpc('evm_setAutomine', [false]);
    try {
      await topUp(page, '7');
      const pending = page.getByRole('list', { name: 'Transactions waiting for confirmation' });
      await expect(pending).toContainText('This deposit is still waiting for confirmation');
      await expect(pending.getByRole('link', { name: txLink })).toHaveAttribute(
        'href',
        /\/tx\/0x[0-9a-f]{64}$/,
      );
      await expect(overlay(page)).toBeHidden();
      await expect(page.getByText('Waiting for confirmation…')).toBeHidden();
      expect(await sessionFlag(page)).toBe(false);

      // The tab bar works: the person goes to Assets.
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Assets' })
        .click();
      await expect(page).toHaveURL(/#\/pages\/assets\/assets/);

      await chain.rpc('evm_mine');
    } finally {
      await chain.rpc('evm_setAutomine', [true]);
    }
    await expect(toast(page, 'Your deposit was confirmed on chain.')).toBeVisible();
    await openDeposit(page);
    await expect(
      page.getByRole('list', { name: 'Transactions waiting for confirmation' }),
    ).toBeHidden();
    const newest = recent(page).getByRole('listitem').first();
    await expect(newest).toContainText('7 USDT');
    await expect(newest).toContainText('Success');
  });

  test('a chain node that stops answering frees the screen; the outcome comes once it answers', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(90_000);
    await shortReceiptWait(page, 3_000);
    await signInAfterFirstDeposit(page, signIn);

    // The node takes the transaction but never answers a question about its receipt.
    let stalled = true;
    const held: { abort(): Promise<void> }[] = [];
    await page.route('**/rpc', async (route) => {
      if (stalled && route.request().postData()?.includes('eth_getTransactionReceipt')) {
        held.push(route);
        return;
      }
      await route.continue();
    });
    await topUp(page, '2');
    const pending = page.getByRole('list', { name: 'Transactions waiting for confirmation' });
    await expect(pending.getByRole('link', { name: txLink })).toBeVisible();
    await expect(overlay(page)).toBeHidden();
    expect(await sessionFlag(page)).toBe(false);
    await expect(page.getByRole('button', { name: 'Top up', exact: true })).toBeEnabled();

    // The node answers again.
    stalled = false;
    await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
    await expect(toast(page, 'Your deposit was confirmed on chain.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(pending).toBeHidden();
    const newest = recent(page).getByRole('listitem').first();
    await expect(newest).toContainText('2 USDT');
    await expect(newest).toContainText('Success');
  });

  test('a reload while the deposit waits still ends with its outcome', async ({
    page,
    signIn,
    chain,
  }) => {
    test.setTimeout(90_000);
    await signInAfterFirstDeposit(page, signIn);

    await chain.rpc('evm_setAutomine', [false]);
    try {
      await topUp(page, '6');
      await expect(page.getByText('Waiting for confirmation…')).toBeVisible();
      await page.reload();
      await openDeposit(page);
      const pending = page.getByRole('list', { name: 'Transactions waiting for confirmation' });
      await expect(pending.getByRole('link', { name: txLink })).toBeVisible();
      await expect(overlay(page)).toBeHidden();
      await chain.rpc('evm_mine');
    } finally {
      await chain.rpc('evm_setAutomine', [true]);
    }
    await expect(toast(page, 'Your deposit was confirmed on chain.')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Transactions waiting for confirmation' }),
    ).toBeHidden();
    const newest = recent(page).getByRole('listitem').first();
    await expect(newest).toContainText('6 USDT');
    await expect(newest).toContainText('Success');
    const kept = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('rwat:session') ?? '{}').pendingTxs,
    );
    expect(kept).toEqual([]);
  });

  test('a deposit refused in the wallet ends as Cancelled in the records', async ({
    page,
    signIn,
    wallet,
  }) => {
    test.setTimeout(90_000);
    await signInAfterFirstDeposit(page, signIn);

    await wallet.rejectNext();
    await topUp(page, '4');
    await expect(toast(page, 'You cancelled the request in your wallet.')).toBeVisible();
    const newest = recent(page).getByRole('listitem').first();
    await expect(newest).toContainText('4 USDT');
    await expect(newest).toContainText('Cancelled');
  });

  test('a deposit the wallet called refused, yet sent, turns from Cancelled to Success and is credited', async ({
    page,
    signIn,
    wallet,
    chain,
  }) => {
    test.setTimeout(90_000);
    const owner = await signInAfterFirstDeposit(page, signIn);

    await wallet.rejectNext();
    const created = page.waitForResponse('**/api/recharge/create');
    await topUp(page, '4');
    const { orderNo } = (await (await created).json()).data as { orderNo: string };
    await expect(toast(page, 'You cancelled the request in your wallet.')).toBeVisible();
    const newest = recent(page).getByRole('listitem').first();
    await expect(newest).toContainText('4 USDT');
    await expect(newest).toContainText('Cancelled');

    // The wallet's "rejected" was wrong: the same deposit reaches the vault all the same.
    await chain.rpc('eth_sendTransaction', [
      {
        from: owner,
        to: vault,
        data: encodeFunctionData({
          abi: depositVaultAbi,
          functionName: 'deposit',
          args: [USDT, parseUnits('4', 18), BigInt(orderNo), 1n],
        }),
      },
    ]);
    // The screen watches the refused order as it watches a pending one.
    await expect(newest).toContainText('Success');
    await expect(newest).toContainText('4 USDT');
    await page.goto('/#/pages/assets/assets');
    // 1000 + 5 + 4, one ledger entry for each deposit.
    await expect(page.getByRole('definition').filter({ hasText: '1,009' })).toBeVisible();
    const ledger = page.getByRole('list', { name: 'Ledger entries' });
    await expect(ledger.getByText('+4 USDT')).toHaveCount(1);
  });

  test('a deposit whose order number a stranger paid first ends Failed, says why, and a retry takes a new order', async ({
    page,
    signIn,
    chain,
  }) => {
    test.setTimeout(90_000);
    await signInAfterFirstDeposit(page, signIn);

    // A watcher of the mempool (account 3) pays 1 wei under the order number the app was given,
    // before the app's own deposit reaches the vault.
    const stranger = anvilAccounts[3]!.address;
    const send = async (data: `0x${string}`, to: string) => {
      const hash = await chain.rpc<`0x${string}`>('eth_sendTransaction', [
        { from: stranger, to, data },
      ]);
      await expect
        .poll(() => chain.rpc<{ status: string } | null>('eth_getTransactionReceipt', [hash]))
        .toMatchObject({ status: '0x1' });
    };
    await send(
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [vault, maxUint256] }),
      USDT,
    );
    const orders: string[] = [];
    await page.route('**/api/recharge/create', async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      const { orderNo } = json.data as { orderNo: string };
      orders.push(orderNo);
      if (orders.length === 1) {
        await send(
          encodeFunctionData({
            abi: depositVaultAbi,
            functionName: 'deposit',
            args: [USDT, 1n, BigInt(orderNo), 1n],
          }),
          vault,
        );
      }
      await route.fulfill({ response, json });
    });

    await topUp(page, '3');
    await expect(
      toast(page, 'Someone else used this deposit’s order number first, so the vault refused it'),
    ).toBeVisible();
    const newest = recent(page).getByRole('listitem').first();
    await expect(newest).toContainText('3 USDT');
    await expect(newest).toContainText('Failed');

    // Tried again, it takes a new order and goes through.
    await topUp(page, '3');
    await expect(toast(page, 'Submitted successfully')).toBeVisible();
    await expect(newest).toContainText('Success');
    expect(orders).toHaveLength(2);
    expect(orders[1]).not.toBe(orders[0]);
    await expect(recent(page).getByRole('listitem').nth(1)).toContainText('Failed');
  });

  test('a deposit reverted on chain ends as Failed in the records, with its transaction', async ({
    page,
    signIn,
    wallet,
  }) => {
    test.setTimeout(90_000);
    await signInAfterFirstDeposit(page, signIn);

    await wallet.revertNext();
    await topUp(page, '3');
    await expect(toast(page, 'The transaction failed on chain.')).toBeVisible();
    const newest = recent(page).getByRole('listitem').first();
    await expect(newest).toContainText('3 USDT');
    await expect(newest).toContainText('Failed');
    await expect(newest.getByRole('link', { name: txLink })).toBeVisible();
  });
});
