import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { chunksHolding, isOneOf } from '../fixtures/built-chunks';
import { accountChip } from '../fixtures/session';
import { openWithoutWallet } from '../fixtures/wallet-app';

/** Opens what `tap` names and closes it again as a person does (Escape). */
async function opensAndCloses(page: Page, tap: Locator, shown: Locator): Promise<void> {
  await tap.click();
  await expect(shown).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(shown).toBeHidden();
}

/**
 * A dialog opened by a tap shows as soon as its code is in, not after a timer: with the page's
 * clock stopped, so that no timer fires, each one opens all the same. Behind a placeholder, React
 * would hold a dialog back until 300 ms after the placeholder showed, a timer that never fires
 * here, however soon the dialog's code came.
 */
test('a tapped dialog opens as soon as its code is in, with no timer to wait for', async ({
  page,
  signIn,
}) => {
  await page.clock.install();
  // A new member, who is offered the referrer's binding as well as the invite.
  await signIn({ account: 2 });
  // The clock stops past the sign-in's passing toast.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
  await expect(page.getByRole('status').filter({ hasText: 'Login succeeded' })).toBeHidden();

  await opensAndCloses(
    page,
    page.getByRole('button', { name: 'Language' }),
    page.getByRole('dialog', { name: 'Language' }),
  );
  await opensAndCloses(page, accountChip(page), page.getByRole('dialog', { name: 'Account' }));
  await opensAndCloses(
    page,
    page.getByRole('button', { name: 'Bind referrer' }),
    page.getByRole('dialog', { name: 'Bind referrer' }),
  );
  await page.getByRole('button', { name: 'Invite friends' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite friends' });
  await expect(invite).toBeVisible();
  await invite.getByRole('button', { name: 'Show QR code' }).click();
  await expect(invite.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
});

test('a guest’s screen that needs a wallet says why together with the way in, with no timer to wait for', async ({
  page,
  wallet,
}) => {
  await page.clock.install();
  await openWithoutWallet(page, wallet);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
  await page.getByRole('link', { name: 'Assets' }).click();
  const main = page.getByRole('main');
  await expect(main.getByText(/^Connect your wallet to continue/)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Connect a wallet app' })).toBeVisible();
});

test('the account chip’s and Home’s signed-in cards’ code is asked for as a sign-in begins, before its login is sent', async ({
  page,
  wallet,
}) => {
  const chip = isOneOf(chunksHolding('features/session/AccountChip.tsx'));
  const cards = isOneOf(chunksHolding('features/home/BalancesCard.tsx'));
  const asked: string[] = [];
  const note = (what: string) => {
    if (!asked.includes(what)) asked.push(what);
  };
  page.on('request', (request) => {
    if (chip(request.url())) note('the account chip');
    else if (cards(request.url())) note('the signed-in cards');
    else if (new URL(request.url()).pathname === '/api/login') note('login');
  });
  // Inside a wallet's browser with no session: the sign-in starts by itself.
  await wallet.configure({ account: 1 });
  await page.goto('/');
  await expect(accountChip(page)).toBeVisible();
  await expect(page.getByText('USDT balance', { exact: true })).toBeVisible();
  // So both are in when the login is answered, and show with the signed-in page rather than
  // after a placeholder (which React would hold until 300 ms after it showed).
  expect([...asked].sort()).toEqual(['login', 'the account chip', 'the signed-in cards']);
  expect(asked.at(-1)).toBe('login');
});

test('a screen opened for the first time takes over with its title in one step, no empty screen between', async ({
  page,
  signIn,
}) => {
  await signIn();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  // Every state the page is drawn in from the tap on: the title, and whether Staking's own
  // toolbar (its orders link) is there.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    new MutationObserver(() => {
      const title = document.querySelector('h1')?.textContent ?? '';
      const links = [...document.querySelectorAll('main a')];
      const ordersLink = links.some((a) => a.textContent?.trim() === 'My staking orders');
      const state = `${title}: ${ordersLink ? 'its screen' : 'no staking screen'}`;
      if (seen.at(-1) !== state) seen.push(state);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Staking' })
    .click();
  await expect(page.getByRole('link', { name: 'My staking orders' })).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
  // Home stays until Staking can be drawn, then both its title and its screen show together.
  expect(seen.filter((state) => state.startsWith('Staking'))).toEqual(['Staking: its screen']);
});
