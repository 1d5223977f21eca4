import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { message } from '../fixtures/catalogues';
import { expectAccessible } from './screens-helpers';
import { makeRecords } from './story-records';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** Where each of a page's landmarks is: what a message in the page's flow would push. */
async function boxesOf(targets: Locator[]) {
  return Promise.all(targets.map((target) => target.boundingBox()));
}

const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The page's scroll height: a message in its flow makes it taller. */
const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

test.describe('small breaks', () => {
  for (const lang of ['es', 'pt']) {
    test(`an exchange's record fits a 320 px phone in ${lang} and names its own price`, async ({
      page,
      signIn,
      stack,
    }) => {
      await page.addInitScript((l) => localStorage.setItem('rwat:lang', l), lang);
      await page.setViewportSize({ width: 320, height: 640 });
      await signIn();
      await makeRecords(page, stack.apiUrl);
      await page.goto('/#/pages/assets/FlashExchangeRecords');
      const newest = page
        .getByRole('list', { name: message(lang, 'records.exchanges') })
        .getByRole('article')
        .first();
      await expect(newest).toContainText('3,64\u00a0RWAT');
      await expect(newest).toContainText('0,091\u00a0USDT');
      await expect(newest.getByRole('term')).toContainText([message(lang, 'flash.recordPrice')]);
      await expect(newest).not.toContainText(message(lang, 'flash.price'));
      const box = await newest.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(320);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
    });
  }

  for (const lang of ['en', 'fa']) {
    test(`a message comes and goes over a guest's Home in ${lang} at 320 px, moving nothing`, async ({
      page,
      wallet,
    }) => {
      await page.addInitScript((l) => localStorage.setItem('rwat:lang', l), lang);
      // A browser that copies nothing (some wallets' browsers): "Copy link" answers with an
      // error, which stays until it is closed.
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'clipboard', { value: undefined });
        document.execCommand = () => false;
      });
      await page.setViewportSize({ width: 320, height: 640 });
      // Persian also with reduced motion: the message comes in without moving.
      if (lang === 'fa') await page.emulateMedia({ reducedMotion: 'reduce' });
      await wallet.configure({ injectDelayMs: 600_000 });
      await page.goto('/');
      const m = (key: string) => message(lang, key);
      await expect(page.getByRole('heading', { name: m('auth.noWalletTitle') })).toBeVisible();
      const lead = page.getByText(m('home.intro.lead'));
      const copy = page.getByRole('button', { name: m('auth.copyLink') });
      const intro = page.getByText(m('home.intro.title'), { exact: true });
      const landmarks = [lead, copy, intro];
      const before = await boxesOf(landmarks);
      const heightBefore = await pageHeight(page);

      await copy.click();
      const notice = page.getByRole('status').getByRole('alert');
      const text = notice.getByText(m('auth.copyFailed'), { exact: true });
      await expect(text).toBeVisible();
      expect(await boxesOf(landmarks), 'with the message up').toEqual(before);
      expect(await pageHeight(page)).toBe(heightBefore);
      // Readable: whole on the screen, under the header, in the language's direction, not cut,
      // solid, and clear of the button it answers.
      await expect(notice).toBeInViewport({ ratio: 1 });
      const box = (await notice.boundingBox())!;
      const header = (await page.getByRole('banner').boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(overlap(box, (await copy.boundingBox())!)).toBe(false);
      const look = await notice.evaluate((el) => ({
        direction: getComputedStyle(el).direction,
        cut: el.scrollWidth > el.clientWidth,
        background: getComputedStyle(el).backgroundColor,
        animation: Number.parseFloat(getComputedStyle(el).animationDuration),
      }));
      expect(look.direction).toBe(lang === 'fa' ? 'rtl' : 'ltr');
      expect(look.cut).toBe(false);
      expect(look.background).toMatch(/^rgb\(/);
      if (lang === 'fa') expect(look.animation).toBeLessThan(0.001);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );

      await notice.getByRole('button', { name: m('app.close') }).click();
      await expect(notice).toBeHidden();
      expect(await boxesOf(landmarks), 'once it has gone').toEqual(before);
      expect(await pageHeight(page)).toBe(heightBefore);
    });
  }

  test('Khmer says how old the price is in Khmer, where the browser has no Khmer words', async ({
    page,
    signIn,
  }) => {
    await page.addInitScript(() => localStorage.setItem('rwat:lang', 'km'));
    await signIn({ path: '/#/pages/assets/FlashExchange' });
    const age = page.getByText(/វិនាទីមុន/);
    await expect(age).toBeVisible();
    await expect(age).not.toContainText(/second|now/);
  });

  test('the invite QR opens within a 320 × 640 screen; Team has an Invite button', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signIn();
    await page.getByRole('button', { name: 'Invite friends' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite friends' });
    await dialog.getByRole('button', { name: 'Show QR code' }).click();
    await expect(dialog.getByRole('img', { name: 'QR code of your invite link' })).toBeInViewport({
      ratio: 1,
    });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // Closing it leaves Home as it was (the code's scroll once broke the screen on closing).
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Invite friends' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Team' })
      .click();
    // Team's own button: Home's stays on screen until Team's screen is in.
    await expect(page.getByRole('heading', { name: 'My team' })).toBeVisible();
    await page.getByRole('button', { name: 'Invite friends' }).click();
    await expect(page.getByRole('dialog', { name: 'Invite friends' })).toBeVisible();
    await expectAccessible(page);
  });

  test('“Copied” shows on top of the invite dialog, on the screen, clear of its actions', async ({
    page,
    signIn,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 320, height: 640 });
    await signIn();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Team' })
      .click();
    await page.getByRole('button', { name: 'Invite friends' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite friends' });
    // The QR makes the dialog taller than the screen: what ends the dialog is out of sight.
    await dialog.getByRole('button', { name: 'Show QR code' }).click();
    await expect(dialog.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
    const copyLink = dialog.getByRole('button', { name: 'Copy link' });
    await copyLink.click();
    const copied = page.getByRole('status').filter({ hasText: 'Copied' });
    await expect(copied).toBeVisible();
    const notice = copied.getByText('Copied', { exact: true });
    await expect(notice).toBeInViewport({ ratio: 1 });
    // A finger on the message touches the message, not the dialog it was raised from.
    const onTop = await notice.evaluate((text) => {
      const box = text.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && (text.contains(hit) || hit.contains(text));
    });
    expect(onTop).toBe(true);
    // Solid, and not over the action it answers.
    expect(
      await notice.evaluate(
        (text) => getComputedStyle(text.parentElement as Element).backgroundColor,
      ),
    ).toMatch(/^rgb\(/);
    const [noticeBox, actionBox] = [await notice.boundingBox(), await copyLink.boundingBox()];
    expect(noticeBox && actionBox).toBeTruthy();
    if (noticeBox && actionBox) {
      const apart =
        noticeBox.y + noticeBox.height <= actionBox.y ||
        actionBox.y + actionBox.height <= noticeBox.y;
      expect(apart, 'the message and "Copy link" do not overlap').toBe(true);
    }
  });

  test('an invite link says who invited you, where the referrer is bound', async ({
    page,
    signIn,
  }) => {
    await signIn({ account: 2, path: `/#/pages/index/index?inviter=${ACCOUNT_0}` });
    await expect(page.getByText('Invited by 0xf39F…2266', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bind referrer' })).toBeVisible();
  });
});
