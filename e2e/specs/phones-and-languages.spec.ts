import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { languages, message } from '../fixtures/catalogues';

/** Every screen with a title of its own, by its path and title key. */
const screens: [path: string, title: string][] = [
  ['/pages/Pledge/Pledge', 'routes.staking'],
  ['/pages/Pledge/PledgeOrder', 'routes.stakingOrders'],
  ['/pages/team/team', 'routes.team'],
  ['/pages/assets/assets', 'routes.assets'],
  ['/pages/assets/topup', 'routes.deposit'],
  ['/pages/assets/Withdraw', 'routes.withdraw'],
  ['/pages/assets/FlashExchange', 'routes.flashExchange'],
  ['/pages/assets/transfer', 'routes.transfer'],
  ['/pages/index/announcement', 'routes.announcements'],
  ['/pages/assets/Rechargerecords', 'routes.depositRecords'],
  ['/pages/assets/Withdrawalrecords', 'routes.withdrawRecords'],
  ['/pages/assets/FlashExchangeRecords', 'routes.flashRecords'],
  ['/pages/assets/Transferrecords', 'routes.transferRecords'],
  ['/pages/assets/FlowDetails', 'routes.ledger'],
];

/** True when the heading shows all of its text: nothing cut, nothing hidden by overflow. */
const headingFits = (page: Page) =>
  page.getByRole('heading', { level: 1 }).evaluate((h) => {
    const style = getComputedStyle(h);
    return (
      h.scrollWidth <= h.clientWidth + 1 &&
      h.scrollHeight <= h.clientHeight + 1 &&
      style.textOverflow !== 'ellipsis'
    );
  });

/** What sticks out: the page wider than the phone, or a control whose label spills out of it. */
const spills = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) found.push('page');
    for (const el of document.querySelectorAll<HTMLElement>('main button, main a, nav a')) {
      if (el.offsetParent && el.scrollWidth > el.clientWidth + 1) {
        found.push((el.textContent ?? '').trim().slice(0, 30));
      }
    }
    return found;
  });

test.describe('every phone, every language', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no title is cut and nothing spills out on a 320 px phone, in any of the 14 languages', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(240_000);
    await signIn();
    for (const lang of languages) {
      await page.evaluate((l) => localStorage.setItem('rwat:lang', l), lang);
      await page.reload();
      for (const [path, key] of screens) {
        await page.goto(`/#${path}`);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveText(message(lang, key));
        expect(await headingFits(page), `${lang} ${path}`).toBe(true);
        expect(await spills(page), `${lang} ${path}`).toEqual([]);
      }
    }
  });
});

test.describe('language and direction', () => {
  test('Persian stays Persian and right-to-left on every reload', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('rwat:lang', 'fa'));
    await page.goto('/');
    const home = message('fa', 'tabs.home');
    for (let i = 0; i < 6; i += 1) {
      await page.reload();
      await expect(page.getByRole('link', { name: home })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
  });

  test('before the app runs, the page already reads right-to-left', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('rwat:lang', 'fa'));
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  });

  test.describe('a browser set to Simplified Chinese', () => {
    test.use({ locale: 'zh-CN' });

    test('starts in Simplified Chinese on a first visit', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('link', { name: message('zh_CN', 'tabs.home') })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    });
  });
});

test.describe('what the person sees on top', () => {
  test('“Copied” shows above the invite dialog', async ({ page, signIn, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn();
    await page.getByRole('button', { name: 'Invite friends' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Copy address' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Copied' });
    await expect(toast).toBeVisible();
    // What a finger on the toast would touch is the toast itself, not the dialog over it.
    const onTop = await toast.evaluate((region) => {
      const box = region.firstElementChild?.getBoundingClientRect();
      if (!box) return false;
      region.style.pointerEvents = 'auto';
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      region.style.pointerEvents = '';
      return hit !== null && region.contains(hit);
    });
    expect(onTop).toBe(true);
  });

  test('a screen that was offline recovers by itself when the connection returns', async ({
    page,
    signIn,
    context,
  }) => {
    await signIn();
    await context.setOffline(true);
    await page.getByRole('link', { name: 'Team' }).click();
    // Offline, either the screen's code or its data cannot load: it says so and offers a retry.
    await expect(page.getByRole('button', { name: 'Retry' }).first()).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Direct referrals', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });

  test('data that failed offline is fetched again when the connection returns', async ({
    page,
    signIn,
    context,
  }) => {
    await signIn();
    // The screen's code is loaded; only the data of the other tab will fail.
    await page.getByRole('link', { name: 'Team' }).click();
    await expect(page.getByText('Direct referrals', { exact: false }).first()).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('tab', { name: 'Team' }).click();
    await expect(page.getByText('You are offline', { exact: false }).first()).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('You are offline', { exact: false })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });
});
