import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

type Catalogue = { errors: Record<string, string>; auth: Record<string, string> };
const catalogue = (id: string): Catalogue =>
  JSON.parse(readFileSync(`messages/${id}.json`, 'utf8'));

/** SPEC §8: each code and the message key the user must see. */
const codes: [number, string][] = [
  [1001, 'tooFrequent'],
  [1002, 'tooManyVisitors'],
  [1003, 'network'],
  [1004, 'loginExpired'],
  [1005, 'otherDevice'],
  [1006, 'wrongAccountOrPassword'],
  [1007, 'userNotFound'],
  [1008, 'wrongPaymentPassword'],
  [1009, 'signatureFailed'],
  [1010, 'inviterNotFound'],
  [1011, 'codeExpired'],
  [1012, 'loginRequired'],
  [1013, 'wrongOldPassword'],
  [1014, 'setPaymentPassword'],
  [1015, 'insufficientBalance'],
  [1017, 'withdrawUnavailable'],
  [1020, 'addressRegistered'],
  [1021, 'identityOwned'],
  [1022, 'receiverNotFound'],
  [1023, 'notOpen'],
  [1025, 'sameLineOnly'],
  [1026, 'transferUnavailable'],
  [1027, 'contract'],
  [1033, 'currencyUnsupported'],
  [1040, 'packageUnavailable'],
  [1041, 'packageSoldOut'],
  [1042, 'quotaExceeded'],
  [1060, 'idempotencyConflict'],
  [1080, 'debtOpen'],
  [1081, 'openOrdersLimit'],
  [1082, 'receiverDisabled'],
  [300, 'requestError'],
  [500, 'requestError'],
  [400, 'loginRequired'],
  [401, 'accountDisabled'],
  [40002, 'loggedInElsewhere'],
];

const NONCE = '/api/auth/nonce';

/** The toast showing exactly this text (other live regions exist on the page). */
const toastWith = (page: Page, text: string) =>
  page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

for (const lang of ['en', 'zh_TW', 'fa'] as const) {
  test(`every server code shows its message in ${lang}`, async ({ page, api, wallet }) => {
    test.setTimeout(120_000);
    const t = catalogue(lang);
    await page.addInitScript((l) => localStorage.setItem('rwat:lang', l), lang);
    // The wallet browser signs in by itself once (code 1001), then the button drives each call.
    await wallet.configure({ flavour: 'plain' });
    await api.force({ path: NONCE, code: 1001 });
    await page.goto('/');
    const toast = page.getByRole('status').filter({ hasText: t.errors.tooFrequent! });
    await expect(toast).toBeVisible();

    const connect = page.getByRole('button', { name: t.auth.connect });
    for (const [code, key] of codes) {
      const data = code === 1037 || code === 1038 ? { limit: '10' } : undefined;
      await api.force({ path: NONCE, code, data });
      await expect(connect).toBeEnabled();
      await connect.click();
      await expect(toastWith(page, t.errors[key]!)).toBeVisible();
    }

    await api.force({ path: NONCE, code: 1037, data: { limit: '12.5' } });
    await connect.click();
    // The server's limit is written as the language writes numbers (Persian digits in fa).
    const number = (value: string) =>
      new Intl.NumberFormat(lang.replace('_', '-')).format(value as unknown as number);
    await expect(
      toastWith(page, t.errors.minWithdraw!.replace('{limit}', number('12.5'))),
    ).toBeVisible();
    await api.force({ path: NONCE, code: 1038, data: { limit: '3' } });
    await connect.click();
    await expect(
      toastWith(page, t.errors.minTransfer!.replace('{limit}', number('3'))),
    ).toBeVisible();
    await api.force({ path: NONCE, code: 1000, msg: 'The server says so' });
    await connect.click();
    await expect(toastWith(page, 'The server says so')).toBeVisible();
    await api.force({ path: NONCE, code: 4242, msg: 'A code nobody knows' });
    await connect.click();
    await expect(toastWith(page, 'A code nobody knows')).toBeVisible();
  });
}

const sessionUser = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('rwat:session') ?? '{}') as { user?: unknown }).user ??
      null,
  );

for (const [code, key] of [
  [1004, 'loginExpired'],
  [1005, 'otherDevice'],
  [1012, 'loginRequired'],
  [400, 'loginRequired'],
  [401, 'accountDisabled'],
] as const) {
  test(`${code} on a signed-in call: the message, the session cleared, home`, async ({
    page,
    signIn,
    api,
  }) => {
    const t = catalogue('en');
    await signIn();
    // The team screen's first call is the one that meets the code.
    await api.force({ path: '/api/team/stats', code });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Team' })
      .click();
    await expect(toastWith(page, t.errors[key]!)).toBeVisible();
    await expect(page).toHaveURL(/#\/pages\/index\/index$/);
    await expect.poll(() => sessionUser(page)).toBeNull();
  });
}

test('a code met on Home whose words load with the screens is said in them, never as a key', async ({
  page,
  api,
  wallet,
}) => {
  // Home's words hold only the errors a guest and Home meet; 1015 answers a money screen.
  const t = catalogue('fa');
  await page.addInitScript(() => localStorage.setItem('rwat:lang', 'fa'));
  // A guest: the wallet browser's own sign-in is refused (a session would load the list again).
  await wallet.configure({ flavour: 'plain' });
  await api.force({ path: NONCE, code: 1001 });
  // Home asks for a failed list once more as it settles: both answers are 1015.
  for (const _ of [1, 2]) await api.force({ path: '/api/notice/list', code: 1015 });
  // Every text the page shows on the way, however briefly: a bare key must never be one.
  await page.addInitScript(() => {
    const keys: string[] = [];
    Object.assign(window, { keysShown: keys });
    new MutationObserver(() => {
      // biome-ignore lint/performance/useDomNodeTextContent: what is shown, not the scripts' text
      const shown = document.body?.innerText ?? '';
      keys.push(...(shown.match(/\berrors\.[a-zA-Z]+/g) ?? []));
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto('/');
  const failed = page.getByRole('main').getByRole('alert');
  await expect(failed).toContainText(t.errors.insufficientBalance!);
  const keys = await page.evaluate(() => (window as unknown as { keysShown: string[] }).keysShown);
  expect(keys).toEqual([]);
});
