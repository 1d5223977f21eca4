import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const overlay = (page: Page) => page.getByRole('progressbar', { name: 'Loading…' });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const sends = async (wallet: { requests(): Promise<string[]> }) =>
  (await wallet.requests()).filter((m) => m === 'eth_sendTransaction').length;

async function openDeposit(page: Page) {
  await page.goto('/#/pages/assets/topup');
  await expect(page.getByRole('radio', { name: 'USDT' })).toBeChecked();
}

/** Types the amount, taps Top up and, unless told not to, confirms the review. */
async function deposit(page: Page, amount: string, { review = true } = {}) {
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByRole('button', { name: 'Top up', exact: true }).click();
  if (!review) return;
  const dialog = page.getByRole('dialog', { name: 'Review your deposit' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('deposit on chain', () => {
  test('approves once, deposits, the record goes pending → success and the balance rises once', async ({
    page,
    signIn,
    wallet,
    chain,
  }) => {
    test.setTimeout(90_000);
    await signIn();
    await openDeposit(page);
    const recent = page.getByRole('list', { name: 'Recent deposits' });

    // No allowance yet: approve, then deposit.
    await deposit(page, '25');
    await expect(toast(page, 'Submitted successfully')).toBeVisible();
    expect(await sends(wallet)).toBe(2);
    await expect(overlay(page)).toBeHidden();
    await expect(recent.getByRole('listitem').first()).toContainText('25 USDT');
    await expect(recent.getByRole('listitem').first()).toContainText('Success');

    // A second deposit reuses the allowance. Holding the block shows the pending record.
    await chain.rpc('evm_setAutomine', [false]);
    try {
      await deposit(page, '7.5');
      await expect(page.getByText('Waiting for confirmation…')).toBeVisible();
      // The deposit's transaction, with a link to the explorer, while it waits.
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: 'Waiting for confirmation…' })
          .getByRole('link', { name: /^Transaction 0x[0-9a-f]{64} on the block explorer$/ }),
      ).toHaveAttribute('href', /\/tx\/0x[0-9a-f]{64}$/);
      const newest = recent.getByRole('listitem').first();
      await expect(newest).toContainText('7.5 USDT');
      await expect(newest).toContainText('Pending');
      await chain.rpc('evm_mine');
    } finally {
      await chain.rpc('evm_setAutomine', [true]);
    }
    await expect(toast(page, 'Submitted successfully')).toBeVisible();
    await expect(recent.getByRole('listitem').first()).toContainText('Success');
    expect(await sends(wallet)).toBe(3);
    await expect(page.getByText('Waiting for confirmation…')).toBeHidden();

    // 1000 + 25 + 7.5, and one ledger entry per deposit.
    await page.goto('/#/pages/assets/assets');
    await expect(page.getByRole('definition').filter({ hasText: '1,032.5' })).toBeVisible();
    const ledger = page.getByRole('list', { name: 'Ledger entries' });
    await expect(ledger.getByText('+25 USDT')).toHaveCount(1);
    await expect(ledger.getByText('+7.5 USDT')).toHaveCount(1);
  });

  test('asks for an amount, and a correct one', async ({ page, signIn, wallet }) => {
    await signIn();
    await openDeposit(page);
    await page.getByRole('button', { name: 'Top up', exact: true }).click();
    await expect(page.getByText('Please enter an amount or quantity')).toBeVisible();
    await deposit(page, '0', { review: false });
    await expect(page.getByText('Please enter a correct quantity')).toBeVisible();
    expect(await sends(wallet)).toBe(0);
  });

  test('more than the wallet holds stops before any wallet request', async ({
    page,
    signIn,
    wallet,
    api,
  }) => {
    await signIn();
    await openDeposit(page);
    await api.clearLog();
    await deposit(page, '1000001', { review: false });
    await expect(toast(page, 'Insufficient balance')).toBeVisible();
    expect(await sends(wallet)).toBe(0);
    const state = await api.control<{ requests: { path: string }[] }>('state');
    expect(state.requests.filter((r) => r.path === '/api/recharge/create')).toHaveLength(0);
    await expect(overlay(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Top up', exact: true })).toBeEnabled();
  });

  test('a rejected approval, a rejected deposit and a reverted deposit leave nothing stuck', async ({
    page,
    signIn,
    wallet,
  }) => {
    test.setTimeout(90_000);
    await signIn();
    await openDeposit(page);
    const button = page.getByRole('button', { name: 'Top up', exact: true });

    await wallet.rejectNext();
    await deposit(page, '5');
    await expect(toast(page, 'You cancelled the request in your wallet.')).toBeVisible();
    await expect(overlay(page)).toBeHidden();
    await expect(button).toBeEnabled();
    await expect(page.getByText('Approving…')).toBeHidden();

    // Now approve and deposit for real, so the allowance exists.
    await deposit(page, '5');
    await expect(toast(page, 'Submitted successfully')).toBeVisible();

    await wallet.rejectNext();
    await deposit(page, '5');
    await expect(toast(page, 'You cancelled the request in your wallet.')).toBeVisible();
    await expect(overlay(page)).toBeHidden();
    await expect(button).toBeEnabled();

    await wallet.revertNext();
    await deposit(page, '5');
    await expect(toast(page, 'The transaction failed on chain.')).toBeVisible();
    await expect(overlay(page)).toBeHidden();
    await expect(button).toBeEnabled();
    await expect(page.getByText('Waiting for confirmation…')).toBeHidden();

    // The button works again after all that.
    await deposit(page, '5');
    await expect(toast(page, 'Submitted successfully')).toBeVisible();
  });

  test('a deposit whose answer the wallet lost says it may be on its way, until its record shows it arrived', async ({
    page,
    signIn,
    wallet,
  }) => {
    test.setTimeout(90_000);
    await signIn();
    await openDeposit(page);
    const recent = page.getByRole('list', { name: 'Recent deposits' });
    // Approve and deposit once, so the next top-up is a single transaction.
    await deposit(page, '5');
    await expect(toast(page, 'Submitted successfully')).toBeVisible();

    await wallet.loseAnswerNext();
    await deposit(page, '6');
    const notice = page.getByRole('status').filter({
      hasText:
        'Your wallet did not say whether it sent this deposit. If it did, it appears in the deposit records within a few minutes: check them before depositing again.',
    });
    await expect(notice).toBeVisible();
    await expect(page.getByText('The wallet request failed')).toBeHidden();
    await expect(overlay(page)).toBeHidden();
    // It was sent: its order is paid and its record says so; the notice stays until the next.
    await expect(recent.getByRole('listitem').first()).toContainText('6 USDT');
    await expect(recent.getByRole('listitem').first()).toContainText('Success');
    await expect(notice).toBeVisible();
    expect(await sends(wallet)).toBe(3);
  });

  test('a flag left by an interrupted deposit does not block the next one', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.evaluate(() => {
      const raw = sessionStorage.getItem('rwat:session') ?? '{}';
      sessionStorage.setItem(
        'rwat:session',
        JSON.stringify({ ...JSON.parse(raw), depositInProgress: true }),
      );
    });
    await page.reload();
    await openDeposit(page);
    await expect(
      page.getByText('An earlier deposit on this page was interrupted', { exact: false }),
    ).toBeVisible();
    await expect(overlay(page)).toBeHidden();
    const flag = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('rwat:session') ?? '{}').depositInProgress,
    );
    expect(flag).toBe(false);
    await deposit(page, '3');
    await expect(toast(page, 'Submitted successfully')).toBeVisible();
  });
});
