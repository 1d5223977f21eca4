import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { message } from '../fixtures/catalogues';
import { accountChip, storedSession } from '../fixtures/session';

/**
 * Every change of the session is said, and only what the person caused: a sign-out the wallet
 * brought about names its reason, and a sign-in the person walked away from (by reloading)
 * does not come back as an error about a request nobody made. In English, Vietnamese and
 * Persian.
 */
const languages = ['en', 'vi', 'fa'] as const;

/** Every text the page's toast region showed since the page loaded, oldest first. */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="status"]')) {
        const text = region.textContent?.trim();
        if (text && seen[seen.length - 1] !== text) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
}

for (const lang of languages) {
  const m = (key: string) => message(lang, key);

  test.describe(`what the session says, in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('rwat:lang', l), lang);
    });

    test('another network picked in the wallet signs out and says why, and the words stay', async ({
      page,
      signIn,
      wallet,
    }) => {
      await signIn({ account: 1, path: '/#/pages/index/announcement' });
      const why = page.getByRole('alert').filter({ hasText: m('network.signedOut') });
      await expect(why).toHaveCount(0);
      await wallet.switchChain(97);
      // Signed out at home; the wallet is asked back to BNB Smart Chain (one more reload), and
      // the reason is still there once it is.
      await expect(async () => {
        const chain = await page.evaluate(() =>
          (
            window as unknown as { ethereum: { request(a: { method: string }): Promise<string> } }
          ).ethereum.request({ method: 'eth_chainId' }),
        );
        expect(chain).toBe('0x38');
        expect((await storedSession(page)).user).toBeNull();
        await expect(why).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await expect(accountChip(page, undefined, m('auth.account'))).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: m('routes.home') })).toBeVisible();
      // Back on the app's chain: only the reason is said, not a wrong network.
      await expect(page.getByRole('alert').filter({ hasText: m('network.wrong') })).toHaveCount(0);

      // Signing in again ends what it explained.
      await page.getByRole('button', { name: m('auth.connect') }).click();
      await expect(accountChip(page, undefined, m('auth.account'))).toBeVisible();
      await expect(why).toHaveCount(0);
    });

    test('a guest without a wallet who reloads while signing in gets no wallet error', async ({
      page,
      wallet,
    }) => {
      await wallet.configure({ injectDelayMs: 600_000 });
      const toasts = await recordToasts(page);
      // The page's clock stands still until the reload, so the wallet search (3 s) cannot end
      // before the tap, however slow the page is to start.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1_000);
      await page.goto('/');
      const connect = page.getByRole('button', { name: m('auth.connect') });
      const signingIn = page.getByRole('button', { name: m('auth.signingIn') });
      // A tap on the exported page before the app has taken it over does nothing: tap again,
      // unless a tap the busy page answered late has started the sign-in meanwhile.
      await expect(async () => {
        if (!(await signingIn.isVisible())) await connect.click({ timeout: 1_000 });
        await expect(signingIn).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await page.reload();
      await page.clock.resume();

      // Nothing of the sign-in left before the reload is still running, nothing was said of it,
      // and the wallet search ends with the no-wallet panel.
      await expect
        .poll(async () =>
          page.evaluate(
            () => JSON.parse(sessionStorage.getItem('rwat:session') ?? '{}').signStatus ?? 'idle',
          ),
        )
        .toBe('idle');
      expect(await toasts()).toEqual([]);
      await expect(page.getByRole('heading', { name: m('auth.noWalletTitle') })).toBeVisible();
      await expect(signingIn).toHaveCount(0);
      expect(await toasts()).toEqual([]);
    });
  });
}
