import { expect, test } from '../fixtures';
import { message } from '../fixtures/catalogues';

// Titles and spills on every screen at 320, 360 and 412 px: layout-audit.spec.ts.

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
