import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import type { ApiControls } from '../fixtures/api';
import { anvilAccounts } from '../stack/chain/accounts';
import { reviewNotice } from './screens-helpers';

/**
 * A server that answers "success" with data of the wrong shape (a number as text, a missing
 * field, null for a list) must never reach a screen as NaN, a crash or a blank: the person reads
 * one clear message, and a retry where the screen has one brings the real data back.
 */
const UNEXPECTED =
  'The server sent an answer the app does not understand. Nothing was changed on this screen; please try again later.';

/** A money request's answer the app cannot read: it may have been carried out all the same. */
const UNKNOWN_OUTCOME =
  'We could not tell whether this went through. Check your records; confirming again is safe and will not send it twice.';

const toast = (page: Page, text = UNEXPECTED) => page.getByRole('status').filter({ hasText: text });
const problem = (page: Page) => page.getByRole('alert').filter({ hasText: UNEXPECTED });

/** The next call to `path` answers code 10000 with `data`. */
const answerWrongly = (api: ApiControls, path: string, data: unknown) =>
  api.force({ path, code: 10000, data });

/** Confirms the money review that is open. */
const confirmReview = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Confirm' })
    .click();

async function expectNoNaN(page: Page) {
  await expect(page.getByRole('main')).not.toContainText('NaN');
}

/** The clear message in place of the data, then a retry that shows the real data. */
async function expectMessageThenRetry(
  page: Page,
  realText: string | RegExp,
  {
    within = (p) => p,
    beforeRetry = () => {},
  }: {
    /** Where the real content shows, when its words also stand elsewhere (a filter tab). */
    within?: (page: Page) => Page | Locator;
    /** The server is put right (when it stays wrong until told). */
    beforeRetry?: () => void;
  } = {},
) {
  const real = () => within(page).getByText(realText);
  await expect(problem(page)).toBeVisible();
  await expect(real()).toHaveCount(0);
  await expectNoNaN(page);
  beforeRetry();
  await problem(page).getByRole('button', { name: 'Retry' }).click();
  await expect(problem(page)).toBeHidden();
  await expect(real().first()).toBeVisible();
  await expectNoNaN(page);
}

test.describe('a malformed answer', () => {
  test('home balances: an amount sent as a number', async ({ page, signIn }) => {
    // A sign-in asks for the balances at once, and the card asks again if that answer failed
    // before it showed: how many times depends on timing, so every answer is wrong until the
    // test puts the server right.
    let wrong = true;
    await page.route('**/api/user/balance', async (route) => {
      const response = await route.fetch();
      if (!wrong) return route.fulfill({ response });
      const body = await response.json();
      await route.fulfill({
        response,
        json: { ...body, data: { USDT: 1000, RWAT: '500', RWAC: '200' } },
      });
    });
    await signIn();
    await expect(page.getByRole('heading', { name: 'My balances' })).toBeVisible();
    await expectMessageThenRetry(page, 'USDT balance', {
      beforeRetry: () => {
        wrong = false;
      },
    });
  });

  test('staking packages: a price sent as a number', async ({ page, signIn, api }) => {
    await signIn();
    await answerWrongly(api, '/api/box/packages', [
      { id: 1, size: 'small', price: 100, onSale: true, stock: 50 },
    ]);
    await page.goto('/#/pages/Pledge/Pledge');
    await expectMessageThenRetry(page, /Small machine at 100U/);
  });

  test('staking orders: null for the list', async ({ page, signIn, api }) => {
    await signIn();
    await answerWrongly(api, '/api/box/myBoxLists', {
      list: null,
      total: 1,
      page: 1,
      size: 10,
      remainingBoost: '200',
      dailyIncome: '1',
      todayOutput: '0',
    });
    await page.goto('/#/pages/Pledge/PledgeOrder');
    // The in-progress filter tab carries the same words as an order's status.
    await expectMessageThenRetry(page, 'Staking in progress', {
      within: (p) => p.getByRole('list', { name: 'My orders' }),
    });
  });

  test('team: a count sent as text, a field missing', async ({ page, signIn, api }) => {
    await signIn();
    await answerWrongly(api, '/api/team/stats', {
      directCount: '1',
      teamCount: 2,
      personalPerformance: '100',
      identity: 'member',
    });
    await page.goto('/#/pages/team/team');
    await expectMessageThenRetry(page, 'Personal performance');
  });

  test('withdrawal records: an item without its amount', async ({ page, signIn, api }) => {
    await signIn();
    await answerWrongly(api, '/api/withdraw/records', {
      list: [{ id: 1, symbol: 'USDT', status: 'review', createdAt: '2026-01-01T00:00:00.000Z' }],
      total: 1,
      page: 1,
      size: 10,
    });
    await page.goto('/#/pages/assets/Withdrawalrecords');
    await expectMessageThenRetry(page, 'No withdrawals yet');
  });

  test('an announcement: null for its title', async ({ page, api }) => {
    await answerWrongly(api, '/api/notice/detail', {
      id: 1,
      title: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      content: '<p>x</p>',
    });
    await page.goto('/#/pages/index/AnnouncementDetails?id=1');
    await expectMessageThenRetry(page, 'Welcome to RWAT');
  });

  test('withdraw: the answer to a submitted withdrawal', async ({ page, signIn, api }) => {
    await signIn();
    await page.goto('/#/pages/assets/Withdraw');
    const address = anvilAccounts[3]!.address;
    await page.getByRole('textbox', { name: 'Withdrawal address' }).fill(address);
    await page.getByRole('textbox', { name: 'Withdrawal amount' }).fill('20');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await answerWrongly(api, '/api/withdraw', { id: 'seven', amount: 20 });
    await confirmReview(page);
    // Never "nothing was changed": the server may have carried it out.
    await expect(reviewNotice(page.getByRole('dialog'), UNKNOWN_OUTCOME)).toBeVisible();
    await expect(toast(page)).toHaveCount(0);
    // Nothing is lost: what was typed stays, and the button works again.
    await expect(page.getByRole('textbox', { name: 'Withdrawal amount' })).toHaveValue('20');
    await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toBeEnabled();
    await expectNoNaN(page);
  });

  test('flash exchange: the answer to a confirmed exchange, and the balance read again', async ({
    page,
    signIn,
    api,
  }) => {
    await signIn();
    await page.goto('/#/pages/assets/FlashExchange');
    await page.getByRole('textbox', { name: 'Redeem amount (RWAT)' }).fill('20');
    await page.getByRole('button', { name: 'Exchange', exact: true }).click();
    await answerWrongly(api, '/api/flash/exchange', { received: 9.5 });
    await api.clearLog();
    await confirmReview(page);
    await expect(reviewNotice(page.getByRole('dialog'), UNKNOWN_OUTCOME)).toBeVisible();
    await expect(toast(page)).toHaveCount(0);
    // The exchange may have landed: the balance is asked for again after it.
    await expect
      .poll(async () => {
        const paths = (await api.requests()).map((r) => r.path);
        const sent = paths.indexOf('/api/flash/exchange');
        return sent >= 0 && paths.indexOf('/api/user/balance', sent) > sent;
      })
      .toBe(true);
    await expectNoNaN(page);
  });
});
