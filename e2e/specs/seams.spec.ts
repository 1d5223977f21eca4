import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { message } from '../fixtures/catalogues';
import { anvilAccounts } from '../stack/chain/accounts';
import { stat, toast, tokenOf } from './screens-helpers';

/** What a phone shows where a person looks first, and what it does without being asked. */

const saved = anvilAccounts[3]!.address;
/**
 * Same first six and last four characters as `saved`, one other in between; in lower case, as
 * a person types it (no checksum to fail).
 */
const lookAlike = (() => {
  const lower = saved.toLowerCase();
  return `${lower.slice(0, 20)}${lower[20] === 'f' ? 'e' : 'f'}${lower.slice(21)}`;
})();

/** Two things a person reads as one line: their boxes share a height on the screen. */
async function expectOnOneLine(a: Locator, b: Locator): Promise<void> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  expect(boxA && boxB, 'both on screen').toBeTruthy();
  if (!boxA || !boxB) return;
  expect(boxA.y < boxB.y + boxB.height && boxB.y < boxA.y + boxA.height).toBe(true);
}

/** Posts to the API as the signed-in person (to arrange records the story needs). */
async function post<T>(page: Page, apiUrl: string, path: string, data: object): Promise<T> {
  const res = await page.request.post(`${apiUrl}${path}`, {
    headers: {
      Authorization: `Bearer ${await tokenOf(page)}`,
      'Idempotency-Key': crypto.randomUUID(),
    },
    data,
  });
  const body = (await res.json()) as { code: number; data: T };
  expect(body.code, path).toBe(10000);
  return body.data;
}

test.describe('no nagging', () => {
  test('a missing referrer is a card with a button: nothing opens, scrolls or takes the focus', async ({
    page,
    signIn,
  }) => {
    await signIn({ account: 2 });
    await expect(page.getByText(message('en', 'home.bind.prompt'))).toBeVisible();
    for (const load of ['first', 'reload'] as const) {
      if (load === 'reload') await page.reload();
      await expect(page.getByRole('button', { name: 'Bind referrer' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Bind referrer' })).toHaveCount(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('INPUT');
    }
    await page.getByRole('button', { name: 'Bind referrer' }).click();
    await expect(page.getByRole('dialog', { name: 'Bind referrer' })).toBeVisible();
  });

  test('the language is in the header of every screen; every dialog has a visible Close', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.getByRole('link', { name: 'Assets' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Assets' })).toBeVisible();
    await page.getByRole('button', { name: 'Language' }).click();
    const languages = page.getByRole('dialog', { name: 'Language' });
    await languages.getByRole('button', { name: 'Close' }).click();
    await expect(languages).toBeHidden();

    await page.getByRole('link', { name: 'Withdrawal records' }).click();
    await page.getByRole('button', { name: 'Language' }).click();
    await page
      .getByRole('dialog', { name: 'Language' })
      .getByRole('button', { name: 'Русский' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: message('ru', 'routes.withdrawRecords') }),
    ).toBeVisible();
  });

  test('the account menu puts its actions first: Copy, Log out, then Close', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.getByRole('button', { name: /^Account / }).click();
    const menu = page.getByRole('dialog', { name: 'Account' });
    await expect(menu.getByRole('button', { name: 'Close' })).toBeVisible();
    const names = await menu
      .getByRole('button')
      .evaluateAll((buttons) =>
        buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim()),
      );
    expect(names).toEqual(['Copy', 'Log out', 'Close']);
  });
});

/**
 * The newest deposit record in `lang`, after a deposit order made now (a 128-bit number: 39
 * digits), with the clipboard open to the page.
 */
async function newestDeposit(page: Page, apiUrl: string, lang: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await post(page, apiUrl, '/api/recharge/create', { symbol: 'USDT', amount: '5' });
  await page.goto('/#/pages/assets/Rechargerecords');
  const list = page.getByRole('list', { name: message(lang, 'records.deposits') });
  return list.getByRole('listitem').first();
}

test.describe('long values that read', () => {
  test('an order number is shortened in the middle, copied whole and shown whole on request', async ({
    page,
    signIn,
    stack,
  }) => {
    await signIn({ account: 0 });
    const first = await newestDeposit(page, stack.apiUrl, 'en');
    const order = stat(first, 'Order number');
    await expect(order).toContainText('…');
    await first.getByRole('button', { name: 'Copy Order number' }).click();
    await expect(toast(page, 'Copied')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^\d{20,78}$/);
    await first.getByRole('button', { name: 'Show Order number in full' }).click();
    await expect(order).toContainText(copied);
    await expect(order).not.toContainText('…');
  });

  test('Persian shows an order number in Persian numerals; the copy is the number itself', async ({
    page,
    signIn,
    stack,
  }) => {
    await page.addInitScript(() => localStorage.setItem('rwat:lang', 'fa'));
    await signIn({ account: 0 });
    const first = await newestDeposit(page, stack.apiUrl, 'fa');
    const label = message('fa', 'records.orderNo');
    await first
      .getByRole('button', { name: message('fa', 'app.showWhole', { what: label }) })
      .click();
    const order = stat(first, label);
    await expect(order).toContainText(/[۰-۹]{20,78}/);
    await expect(order).not.toContainText(/[0-9]/);
    await first
      .getByRole('button', { name: message('fa', 'app.copyWhat', { what: label }) })
      .click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\d{20,78}$/);
  });

  test('Khmer dates use the app’s own month names where the browser has no Khmer', async ({
    page,
    signIn,
  }) => {
    await page.addInitScript(() => localStorage.setItem('rwat:lang', 'km'));
    await signIn({ account: 0 });
    const known = await page.evaluate(() => Intl.DateTimeFormat.supportedLocalesOf(['km']));
    test.skip(known.length > 0, 'this browser formats Khmer dates itself');
    await page.goto('/#/pages/assets/Rechargerecords');
    const first = page
      .getByRole('list', { name: message('km', 'records.deposits') })
      .getByRole('listitem')
      .first();
    const months = message('km', 'app.monthNames').split('|');
    const time = stat(first, message('km', 'assets.time'));
    await expect(time).toHaveText(new RegExp(`\\d+ (${months.join('|')}) \\d{4}, \\d\\d:\\d\\d`));
    await expect(time).not.toContainText(/Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec/);
  });

  test('a withdrawal record shows its transaction on the explorer, a refused one its reason', async ({
    page,
    signIn,
    api,
    stack,
  }) => {
    await signIn();
    const send = () =>
      post<{ id: number }>(page, stack.apiUrl, '/api/withdraw', {
        symbol: 'USDT',
        address: saved,
        amount: '10',
      });
    const paid = await send();
    const refused = await send();
    const hash = `0x${'ab'.repeat(32)}`;
    await api.review(paid.id, 'success', { txHash: hash });
    await api.review(refused.id, 'rejected', { reason: 'The address is on a blocked list' });
    await page.goto('/#/pages/assets/Withdrawalrecords');
    const list = page.getByRole('list', { name: 'Withdrawal records' });
    const link = list.getByRole('link', { name: `Transaction ${hash} on the block explorer` });
    await expect(link).toHaveAttribute('href', new RegExp(`/tx/${hash}$`));
    await expect(link).toHaveText('0xabab…abab');
    await expect(stat(list, 'Reason')).toContainText('The address is on a blocked list');
  });
});

test.describe('what wallet users expect', () => {
  test('the look-alike warning shows both addresses with the differing characters marked', async ({
    page,
    signIn,
    stack,
  }) => {
    await signIn();
    // One withdrawal to `saved` puts it in the person's records.
    await post(page, stack.apiUrl, '/api/withdraw', {
      symbol: 'USDT',
      address: saved,
      amount: '10',
    });
    await page.goto('/#/pages/assets/Withdraw');
    await page.getByRole('textbox', { name: 'Withdrawal address' }).fill(lookAlike);
    const warning = page.getByText(message('en', 'address.resembles')).locator('xpath=..');
    await expect(warning).toContainText('You entered');
    await expect(warning).toContainText('From your records');
    await expect(warning).toContainText(new RegExp(lookAlike, 'i'));
    await expect(warning).toContainText(saved);
    const marked = await warning.evaluate((el) =>
      [...el.querySelectorAll('mark')].map((m) => m.textContent?.toLowerCase()),
    );
    expect(marked).toEqual([lookAlike[20], saved[20]?.toLowerCase()]);
  });

  test('Paste fills an address field from the clipboard', async ({ page, context, signIn }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn();
    await page.goto('/#/pages/assets/transfer');
    const field = page.getByRole('textbox', { name: 'Transfer address' });
    await expect(field).toBeVisible();
    await page.evaluate((a) => navigator.clipboard.writeText(`  ${a}\n`), saved);
    await page.getByRole('button', { name: 'Paste' }).click();
    await expect(field).toHaveValue(saved);
  });

  test('Add RWAC to wallet asks the wallet to list the token', async ({ page, signIn, wallet }) => {
    await signIn();
    await page.getByRole('button', { name: 'Add RWAC to wallet' }).click();
    await expect(toast(page, 'RWAC is in your wallet')).toBeVisible();
    expect(await wallet.requests()).toContain('wallet_watchAsset');
  });

  test('the invite link goes to the share sheet and shows as a QR code', async ({
    page,
    signIn,
  }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { __shared: shared });
      navigator.share = async (data?: ShareData) => {
        if (data) shared.push(data);
      };
    });
    const me = await signIn();
    await page.getByRole('button', { name: 'Invite friends' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite friends' });
    await dialog.getByRole('button', { name: 'Share link' }).click();
    const shared = await page.evaluate(
      () => (window as unknown as { __shared: ShareData[] }).__shared,
    );
    expect(shared).toHaveLength(1);
    expect(shared[0]?.url).toContain(`inviter=${me}`);
    await dialog.getByRole('button', { name: 'Show QR code' }).click();
    await expect(dialog.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
  });

  test('a deposit with no BNB for the fee is stopped before the wallet is asked', async ({
    page,
    signIn,
    chain,
    wallet,
  }) => {
    const me = await signIn();
    await chain.rpc('anvil_setBalance', [me, '0x0']);
    await page.goto('/#/pages/assets/topup');
    await page.getByRole('textbox', { name: 'Amount' }).fill('5');
    await page.getByRole('button', { name: 'Top up', exact: true }).click();
    await expect(toast(page, message('en', 'deposit.noGas'))).toBeVisible();
    expect(await wallet.requests()).not.toContain('eth_sendTransaction');
  });

  test('balances say how fresh they are, on the line of the Refresh that renews them', async ({
    page,
    signIn,
  }) => {
    await page.clock.install();
    await signIn();
    await expect(page.getByText('Updated just now')).toBeVisible();
    await page.clock.fastForward(40_000);
    const aged = page.getByText(/^Updated 4\d s ago$/);
    await expect(aged).toBeVisible();
    await expectOnOneLine(aged, page.getByRole('button', { name: 'Refresh' }));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText('Updated just now')).toBeVisible();
  });

  test('a guest’s Home says how fresh the platform’s figures are, beside Refresh', async ({
    page,
    wallet,
  }) => {
    // A guest indeed: a phone browser with a wallet would sign in by itself meanwhile.
    await wallet.configure({ injectDelayMs: 600_000 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
    const updated = page.getByText('Updated just now');
    await expect(updated).toBeVisible();
    await expectOnOneLine(updated, page.getByRole('button', { name: 'Refresh' }));
  });
});

test.describe('installing the app', () => {
  /** The browser's offer to install, as Chromium sends it; records whether it was shown. */
  const offerInstall = (page: Page) =>
    page.evaluate(() => {
      const offer = new Event('beforeinstallprompt') as Event & {
        prompt?: () => Promise<void>;
        userChoice?: Promise<{ outcome: string }>;
      };
      offer.prompt = async () => {
        Object.assign(window, { __installPrompted: true });
      };
      offer.userChoice = Promise.resolve({ outcome: 'accepted' });
      window.dispatchEvent(offer);
    });

  test('where the browser offers it, an install button shows the browser’s prompt', async ({
    page,
    wallet,
  }) => {
    await wallet.configure({ injectDelayMs: 600_000 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
    await offerInstall(page);
    await page.getByRole('button', { name: 'Install app' }).click();
    expect(await page.evaluate(() => '__installPrompted' in window)).toBe(true);
    await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  });

  test('never inside a wallet’s browser', async ({ page, signIn }) => {
    await signIn();
    await offerInstall(page);
    await expect(page.getByRole('button', { name: 'Invite friends' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  });

  test('Safari on an iPhone gets the Share-menu steps, until "Not now"', async ({
    browser,
    stack,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    });
    try {
      await context.addInitScript(() => {
        (window as unknown as { __TEST_WALLET_OPTIONS__: object }).__TEST_WALLET_OPTIONS__ = {
          injectDelayMs: 600_000,
        };
      });
      const page = await context.newPage();
      await page.goto(`${stack.webUrl}/`);
      const hint = page.getByText(message('en', 'pwa.iosHint'));
      await expect(hint).toBeVisible();
      await page.getByRole('button', { name: 'Not now' }).click();
      await expect(hint).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
      await expect(hint).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
