import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { anvilAccounts } from '../stack/chain/accounts';
import { callsTo, reviewNotice } from './screens-helpers';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const review = (page: Page) => page.getByRole('dialog', { name: 'Please confirm' });

/** The app's own contracts, at the addresses the local stack deploys them to. */
const stack = JSON.parse(readFileSync('e2e/stack/stack.config.json', 'utf8')) as {
  contracts: { USDT: string; vault: string };
};
const ACCOUNT_3 = anvilAccounts[3]!.address;
const ACCOUNT_5 = anvilAccounts[5]!.address;
/** Shares its first and last characters with `address`, and nothing else. */
const lookAlikeOf = (address: string) =>
  `${address.slice(0, 10)}${'0'.repeat(28)}${address.slice(-4)}`.toLowerCase();
const RESEMBLES = 'Careful: this address looks like one from your records but is different';
const ACKNOWLEDGE = 'I understand the risk and want to send to this address';
const UNKNOWN_OUTCOME =
  'We could not tell whether this went through. Check your records; confirming again is safe and will not send it twice.';

async function withdraw(page: Page, address: string, amount: string) {
  await page.getByRole('textbox', { name: 'Withdrawal address' }).fill(address);
  await page.getByRole('textbox', { name: 'Withdrawal amount' }).fill(amount);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
}

async function transfer(page: Page, address: string, amount: string) {
  await page.getByRole('textbox', { name: 'Transfer address' }).fill(address);
  await page.getByRole('textbox', { name: 'Transfer quantity' }).fill(amount);
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
}

test.describe('limits are checked before the review', () => {
  test('a withdrawal below the minimum or above the balance never reaches the review', async ({
    page,
    signIn,
    api,
  }) => {
    await signIn();
    await page.goto('/#/pages/assets/Withdraw');
    await expect(page.getByText('Minimum withdrawal: 10')).toBeVisible();
    await api.clearLog();
    await withdraw(page, ACCOUNT_3, '5');
    await expect(page.getByText('The minimum withdrawal is 10 USDT.')).toBeVisible();
    await expect(review(page)).toBeHidden();
    await withdraw(page, ACCOUNT_3, '5000');
    await expect(page.getByText('Insufficient balance.')).toBeVisible();
    await expect(review(page)).toBeHidden();
    expect(await callsTo(api, '/api/withdraw')).toBe(0);

    await withdraw(page, ACCOUNT_3, '10');
    await expect(review(page).getByText('Withdraw 10 USDT to this address:')).toBeVisible();
  });

  test('a transfer below the minimum is refused on the form, in the person’s language', async ({
    page,
    signIn,
    api,
  }) => {
    await page.addInitScript(() => localStorage.setItem('rwat:lang', 'zh_CN'));
    await signIn();
    await page.goto('/#/pages/assets/transfer');
    await api.clearLog();
    await page.getByRole('textbox', { name: '转账地址' }).fill(ACCOUNT_5);
    await page.getByRole('textbox', { name: '转账数量' }).fill('0.5');
    await page.getByRole('button', { name: '转账', exact: true }).click();
    await expect(page.getByText('最低转账金额为 1 USDT。')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await callsTo(api, '/api/transfer')).toBe(0);
  });
});

test.describe('addresses nobody can receive at are refused where they are typed', () => {
  const refused: [string, string, string][] = [
    ['the zero address', `0x${'0'.repeat(40)}`, 'This is the zero address'],
    ['a dEaD burn address', '0x000000000000000000000000000000000000dEaD', 'This is a burn address'],
    ['a 0x…0001 address', '0x0000000000000000000000000000000000000001', 'This is a burn address'],
  ];

  test('withdraw: each one is refused on the form, no review opens, nothing is sent', async ({
    page,
    signIn,
    api,
  }) => {
    await signIn();
    await page.goto('/#/pages/assets/Withdraw');
    await api.clearLog();
    const field = page.getByRole('textbox', { name: 'Withdrawal address' });
    for (const [what, address, refusal] of refused) {
      await field.fill(address);
      // Said as soon as it is typed, before any button.
      await expect(page.getByText(refusal), what).toBeVisible();
      await withdraw(page, address, '20');
      await expect(review(page), what).toBeHidden();
      await expect(page.getByRole('checkbox', { name: ACKNOWLEDGE }), what).toHaveCount(0);
    }
    expect(await callsTo(api, '/api/withdraw')).toBe(0);
    // Another address takes the refusal away.
    await field.fill(ACCOUNT_3);
    await expect(page.getByText('This is a burn address')).toBeHidden();
  });

  test('transfer: a burn address is refused on the form too', async ({ page, signIn, api }) => {
    await signIn();
    await page.goto('/#/pages/assets/transfer');
    await api.clearLog();
    await transfer(page, '0x000000000000000000000000000000000000dEaD', '5');
    await expect(page.getByText('This is a burn address')).toBeVisible();
    await expect(review(page)).toBeHidden();
    expect(await callsTo(api, '/api/transfer')).toBe(0);
  });
});

test.describe('contracts must be acknowledged', () => {
  const cases: [string, string][] = [
    ['the vault', stack.contracts.vault],
    ['the USDT token', stack.contracts.USDT],
  ];

  test('withdraw: the app’s own contracts are refused outright, any other contract waits for the acknowledgement', async ({
    page,
    signIn,
    api,
    chain,
  }) => {
    const someContract = '0x1234567890123456789012345678901234567890';
    await chain.rpc('anvil_setCode', [someContract, '0x6080604052']);
    await signIn();
    await page.goto('/#/pages/assets/Withdraw');
    await api.clearLog();
    for (const [what, address] of cases) {
      await withdraw(page, address, '20');
      await expect(page.getByText('one of this app’s own contracts'), what).toBeVisible();
      await expect(review(page), what).toBeHidden();
    }
    expect(await callsTo(api, '/api/withdraw')).toBe(0);

    // Another contract may be meant: the acknowledgement is asked for each time; given, it goes.
    await withdraw(page, someContract, '20');
    const dialog = review(page);
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('checkbox', { name: ACKNOWLEDGE }).check();
    await expect(confirm).toBeEnabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await withdraw(page, someContract, '20');
    await expect(dialog.getByRole('checkbox', { name: ACKNOWLEDGE })).not.toBeChecked();
    await dialog.getByRole('checkbox', { name: ACKNOWLEDGE }).check();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Withdrawal submitted for review')).toBeVisible();
    expect(await callsTo(api, '/api/withdraw')).toBe(1);

    // An ordinary wallet asks for nothing more.
    await withdraw(page, ACCOUNT_3, '20');
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  });

  test('an address with contract code on chain is named a contract', async ({
    page,
    signIn,
    chain,
  }) => {
    const someContract = '0x1234567890123456789012345678901234567890';
    await chain.rpc('anvil_setCode', [someContract, '0x6080604052']);
    await signIn();
    await page.goto('/#/pages/assets/Withdraw');
    await withdraw(page, someContract, '20');
    await expect(review(page).getByText('This address is a smart contract')).toBeVisible();
    await expect(review(page).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  test('when the chain cannot be asked, the address is unchecked and still needs the acknowledgement', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/#/pages/assets/Withdraw');
    await page.route('**/rpc', (route) =>
      route.request().postData()?.includes('eth_getCode')
        ? route.abort('connectionrefused')
        : route.fallback(),
    );
    await withdraw(page, ACCOUNT_3, '20');
    const dialog = review(page);
    await expect(dialog.getByText('This address could not be checked')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: ACKNOWLEDGE }).check();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  test('the review waits until the address is checked', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/#/pages/assets/Withdraw');
    // The sign-in's notice moves the screen as it leaves; what is measured here is the check.
    await expect(page.getByRole('status').filter({ hasText: 'Login succeeded' })).toHaveCount(0);
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/rpc', async (route) => {
      if (route.request().postData()?.includes('eth_getCode')) await held;
      await route.fallback();
    });
    await withdraw(page, ACCOUNT_3, '20');
    await expect(page.getByText('Checking the address…')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toBeDisabled();
    await expect(review(page)).toBeHidden();
    // The button stays where it is when the check ends: a press at that moment still lands on it.
    const button = page.getByRole('button', { name: 'Withdraw', exact: true });
    const whileChecking = await button.boundingBox();
    answer();
    await expect(review(page).getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await expect(page.getByText('Checking the address…')).toBeHidden();
    expect(await button.boundingBox()).toEqual(whileChecking);
  });
});

test.describe('look-alike addresses', () => {
  test('withdraw flags a near miss of a past destination on the form and on the review', async ({
    page,
    signIn,
    api,
  }) => {
    await signIn();
    await page.goto('/#/pages/assets/Withdraw');
    await withdraw(page, ACCOUNT_3, '20');
    await review(page).getByRole('button', { name: 'Confirm' }).click();
    // The first withdrawal made ACCOUNT_3 a past destination: its review closed on the answer.
    await expect(review(page)).toBeHidden();
    await expect.poll(() => callsTo(api, '/api/withdraw')).toBe(1);

    await withdraw(page, lookAlikeOf(ACCOUNT_3), '20');
    await expect(page.getByText(RESEMBLES)).toHaveCount(2);
    await expect(review(page).getByText(RESEMBLES)).toBeVisible();
  });

  test('withdraw flags a near miss of one’s own wallet', async ({ page, signIn }) => {
    const me = await signIn();
    await page.goto('/#/pages/assets/Withdraw');
    await page.getByRole('textbox', { name: 'Withdrawal address' }).fill(lookAlikeOf(me));
    await expect(page.getByText(RESEMBLES)).toBeVisible();
  });

  test('transfer shows the warning on the review as well', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/#/pages/assets/transfer');
    await transfer(page, ACCOUNT_5, '10');
    await review(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Transfer succeeded')).toBeVisible();

    await transfer(page, lookAlikeOf(ACCOUNT_5), '10');
    await expect(review(page).getByText(RESEMBLES)).toBeVisible();
  });
});

test.describe('an answer lost after the server acted: the retry acts once', () => {
  test('withdraw: one withdrawal, one debit', async ({ page, signIn, api }) => {
    await signIn();
    await page.goto('/#/pages/assets/Withdraw');
    await expect(page.getByText('Available: 1,000 USDT')).toBeVisible();
    await withdraw(page, ACCOUNT_3, '20');
    await api.force({ path: '/api/withdraw', dropAfter: true });
    const dialog = review(page);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(reviewNotice(page.getByRole('dialog'), UNKNOWN_OUTCOME)).toBeVisible();

    // The review is still open with the same request; confirming again is safe.
    await expect(dialog.getByText('Withdraw 20 USDT to this address:')).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Withdrawal submitted for review')).toBeVisible();
    await expect(page.getByText('Available: 980 USDT')).toBeVisible();
    expect(await callsTo(api, '/api/withdraw')).toBe(2);

    await page.getByRole('link', { name: 'Withdrawal records' }).click();
    const records = page.getByRole('list', { name: 'Withdrawal records' }).getByRole('listitem');
    await expect(records.first()).toContainText('20 USDT');
    await expect(records).toHaveCount(1);
  });

  test('transfer: one transfer, one debit', async ({ page, signIn, api }) => {
    await signIn();
    await page.goto('/#/pages/assets/transfer');
    await expect(page.getByText('Available: 1,000 USDT')).toBeVisible();
    await transfer(page, ACCOUNT_5, '10');
    await api.force({ path: '/api/transfer', dropAfter: true });
    const dialog = review(page);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(reviewNotice(page.getByRole('dialog'), UNKNOWN_OUTCOME)).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Transfer succeeded')).toBeVisible();
    await expect(page.getByText('Available: 990 USDT')).toBeVisible();

    await page.getByRole('link', { name: 'Transfer records' }).click();
    const records = page.getByRole('list', { name: 'Transfer records' }).getByRole('listitem');
    await expect(records.first()).toContainText('10 USDT');
    await expect(records).toHaveCount(1);
  });

  test('a changed amount after a lost answer is a new request', async ({ page, signIn, api }) => {
    await signIn();
    await page.goto('/#/pages/assets/Withdraw');
    await withdraw(page, ACCOUNT_3, '20');
    await api.force({ path: '/api/withdraw', dropAfter: true });
    await review(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(reviewNotice(page.getByRole('dialog'), UNKNOWN_OUTCOME)).toBeVisible();
    await review(page).getByRole('button', { name: 'Cancel' }).click();

    await withdraw(page, ACCOUNT_3, '30');
    await review(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Withdrawal submitted for review')).toBeVisible();
    await expect(page.getByText('Available: 950 USDT')).toBeVisible();
  });
});
