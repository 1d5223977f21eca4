import type { Locator, Page } from '@playwright/test';
import { type RouteId, routes, tabs } from '../../lib/routes';
import { expect, test } from '../fixtures';
import { languages, message } from '../fixtures/catalogues';
import { anvilAccounts } from '../stack/chain/accounts';
import { findSmallTargets } from './hit-areas';
import { countRequests, settled } from './screen-settled';
import { makeRecords } from './story-records';

/** A thumb: the least hit area of a control, in CSS px (the `--touch-target` token). */
const THUMB = 44;
const ACCOUNT_3 = anvilAccounts[3]!.address;
const ACCOUNT_5 = anvilAccounts[5]!.address;

/** A list of a screen by its name, or the sentence it shows when it is empty. */
const listOrEmpty = (page: Page, lang: string, list: string, empty: string) =>
  page
    .getByRole('list', { name: message(lang, list), exact: true })
    .or(page.getByText(message(lang, empty), { exact: true }))
    .first();

const button = (scope: Page | Locator, lang: string, key: string) =>
  scope.getByRole('button', { name: message(lang, key), exact: true });

const textbox = (page: Page, lang: string, key: string) =>
  page.getByRole('textbox', { name: message(lang, key), exact: true });

/**
 * The screens a person handles money on, and Team: what shows each has arrived, and how to
 * reach the review (or other dialog) it opens, filled as a person would.
 */
const screens: {
  id: RouteId;
  content: (page: Page, lang: string) => Locator;
  dialog?: (page: Page, lang: string) => Promise<Locator>;
}[] = [
  {
    // Its header has the most entries (account, language, the two not yet open).
    id: 'home',
    content: (page, lang) => button(page, lang, 'home.invite.entry'),
  },
  {
    id: 'staking',
    content: (page, lang) => button(page, lang, 'staking.stakeNow'),
  },
  {
    // Its in-progress / ended tabs.
    id: 'stakingOrders',
    content: (page, lang) => listOrEmpty(page, lang, 'orders.list', 'orders.emptyActive'),
  },
  {
    // The records' asset tabs (All, USDT, RWAT, RWAC).
    id: 'ledger',
    content: (page, lang) => listOrEmpty(page, lang, 'ledger.list', 'ledger.empty'),
  },
  {
    id: 'withdrawRecords',
    content: (page, lang) =>
      listOrEmpty(page, lang, 'records.withdrawals', 'records.emptyWithdrawals'),
  },
  {
    id: 'assets',
    content: (page, lang) => listOrEmpty(page, lang, 'ledger.list', 'ledger.empty'),
  },
  {
    id: 'deposit',
    content: (page, lang) => button(page, lang, 'deposit.submit'),
    dialog: async (page, lang) => {
      await textbox(page, lang, 'deposit.amount').fill('5');
      await button(page, lang, 'deposit.submit').click();
      return page.getByRole('dialog', { name: message(lang, 'deposit.reviewTitle') });
    },
  },
  {
    id: 'withdraw',
    content: (page, lang) => button(page, lang, 'withdraw.submit'),
    dialog: async (page, lang) => {
      await textbox(page, lang, 'withdraw.address').fill(ACCOUNT_3);
      await textbox(page, lang, 'withdraw.amount').fill('15');
      await button(page, lang, 'withdraw.submit').click();
      return page.getByRole('dialog', { name: message(lang, 'assets.confirmTitle') });
    },
  },
  {
    id: 'transfer',
    content: (page, lang) => button(page, lang, 'transfer.submit'),
    dialog: async (page, lang) => {
      await textbox(page, lang, 'transfer.address').fill(ACCOUNT_5);
      await textbox(page, lang, 'transfer.amount').fill('10');
      await button(page, lang, 'transfer.submit').click();
      return page.getByRole('dialog', { name: message(lang, 'assets.confirmTitle') });
    },
  },
  {
    id: 'flashExchange',
    content: (page, lang) => button(page, lang, 'flash.submit'),
    dialog: async (page, lang) => {
      await textbox(page, lang, 'flash.amount').fill('10');
      await button(page, lang, 'flash.submit').click();
      return page.getByRole('dialog', { name: message(lang, 'assets.confirmTitle') });
    },
  },
  {
    id: 'team',
    content: (page, lang) => listOrEmpty(page, lang, 'team.directList', 'team.empty'),
    dialog: async (page, lang) => {
      await button(page, lang, 'home.invite.entry').click();
      const dialog = page.getByRole('dialog', { name: message(lang, 'home.invite.title') });
      // The QR's part of the dialog too, with its own controls once shown.
      await button(dialog, lang, 'home.invite.showQr').click();
      await expect(
        dialog.getByRole('img', { name: message(lang, 'home.invite.qr') }),
      ).toBeVisible();
      return dialog;
    },
  },
];

// English, and Russian: long words in every label.
for (const lang of ['en', 'ru']) {
  test(`every control on Home, Staking, the money screens, the records, Team, the header and their dialogs is at least 44 × 44 px in ${lang} at 320 px`, async ({
    page,
    signIn,
    api,
    stack,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript(countRequests);
    await page.addInitScript((l) => localStorage.setItem('rwat:lang', l), lang);
    await page.setViewportSize({ width: 320, height: 640 });
    const address = await signIn();
    await api.setBalance(address, 'USDT', '5106.95');
    await api.setBalance(address, 'RWAT', '250000.5');
    // Records the person made, with their addresses and copy buttons, beside the seed's.
    await makeRecords(page, stack.apiUrl);

    const small: string[] = [];
    const measure = async (where: string, scope: string | null) => {
      const found = await page.evaluate(findSmallTargets, [scope, THUMB] as const);
      small.push(...found.map((control) => `${where}: ${control}`));
    };
    for (const screen of screens) {
      await test.step(screen.id, async () => {
        await page.evaluate((hash) => {
          location.hash = hash;
        }, routes[screen.id].path);
        await screen.content(page, lang).waitFor();
        await settled(page, message(lang, routes[screen.id].title), message(lang, 'app.loading'));
        // The header and the tab bar are part of every screen.
        await measure(screen.id, null);
        if (!screen.dialog) return;
        const dialog = await screen.dialog(page, lang);
        await expect(dialog).toBeVisible();
        await measure(`${screen.id}'s dialog`, 'dialog[open]');
        await dialog.press('Escape');
        await expect(dialog).toBeHidden();
      });
    }
    await test.step("the header's dialogs", async () => {
      // The account menu: the full address, Copy, Log out and its close.
      await page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(`^${message(lang, 'auth.account')} `) })
        .click();
      const account = page.getByRole('dialog', { name: message(lang, 'auth.account') });
      await expect(account).toBeVisible();
      await measure('the account menu', 'dialog[open]');
      await account.press('Escape');
      await expect(account).toBeHidden();
      // The language dialog: every language and its close.
      await button(page.getByRole('banner'), lang, 'app.language').click();
      const languages = page.getByRole('dialog', { name: message(lang, 'app.language') });
      await expect(languages.getByRole('button')).toHaveCount(15);
      await measure('the language dialog', 'dialog[open]');
      await languages.press('Escape');
      await expect(languages).toBeHidden();
    });
    expect(small, `controls smaller than ${THUMB} × ${THUMB} px`).toEqual([]);
  });
}

test('the measure names a control smaller than a thumb, and passes one as large', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.setContent(`
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <button style="inline-size: 50px; block-size: 32px">Max</button>
    <button aria-label="Copy" style="inline-size: 32px; block-size: 32px"></button>
    <label style="display: block; block-size: 20px"><input type="checkbox"> I agree</label>
    <label style="display: block; block-size: 44px"><input type="checkbox"> I see</label>
    <a href="#x" style="display: inline-block; inline-size: 44px; block-size: 44px">Fits</a>
    <button style="display: none">Hidden</button>`);
  expect(await page.evaluate(findSmallTargets, [null, THUMB] as const)).toEqual([
    '<button> "Max" 50×32',
    '<button> "Copy" 32×32',
    '<input type=checkbox> "I agree" 304×20',
  ]);
});

test('each tab shows a one-line label at 320 px in every language, and is named in full', async ({
  page,
  wallet,
}) => {
  test.setTimeout(90_000);
  // A guest: the tab bar is the same for everyone.
  await wallet.configure({ injectDelayMs: 600_000 });
  await page.setViewportSize({ width: 320, height: 640 });
  for (const lang of languages) {
    await test.step(lang, async () => {
      await page.addInitScript((l) => localStorage.setItem('rwat:lang', l), lang);
      await page.goto('/');
      const bar = page.getByRole('navigation', { name: message(lang, 'tabs.label'), exact: true });
      for (const tab of tabs) {
        const link = bar.getByRole('link', { name: message(lang, tab.label), exact: true });
        await expect(link).toHaveText(message(lang, tab.short));
        const label = await link.evaluate((a) => {
          const text = a.querySelector('span') as HTMLElement;
          const lineHeight = Number.parseFloat(getComputedStyle(text).lineHeight);
          return {
            lines: Math.round(text.getBoundingClientRect().height / lineHeight),
            spills: text.scrollWidth > a.clientWidth,
          };
        });
        expect(label, `the ${tab.id} tab's label in ${lang}`).toEqual({ lines: 1, spills: false });
      }
    });
  }
});
