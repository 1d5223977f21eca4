import type { Locator, Page } from '@playwright/test';
import { type RouteId, routes } from '../../lib/routes';
import { expect, test } from '../fixtures';
import { languages, message } from '../fixtures/catalogues';
import type { WalletControls } from '../fixtures/wallet';
import { findLayoutDefects } from './layout-defects';
import { type Shot, saveReadmeShots, saveShots, shotPath } from './layout-gallery';
import { countRequests, settled } from './screen-settled';
import { accessibilityFindings, expectNoAccessibilityFindings } from './screens-helpers';
import { makeRecords } from './story-records';

/** A small phone, a common Android phone, a large one (Pixel 7). */
const phones = [
  { width: 320, height: 640 },
  { width: 360, height: 740 },
  { width: 412, height: 915 },
] as const;
const galleryPhone = phones[0];

/** A list of a screen by its name, or the sentence it shows when it is empty. */
const listOrEmpty = (page: Page, lang: string, list: string, empty: string) =>
  page
    .getByRole('list', { name: message(lang, list), exact: true })
    .or(page.getByText(message(lang, empty), { exact: true }))
    .first();

/** What shows that a route's screen has arrived with its data, beyond the header's title. */
const contentOf: Record<RouteId, (page: Page, lang: string) => Locator> = {
  home: (page, lang) => page.getByRole('button', { name: message(lang, 'home.invite.entry') }),
  staking: (page, lang) => page.getByRole('button', { name: message(lang, 'staking.stakeNow') }),
  stakingOrders: (page, lang) => listOrEmpty(page, lang, 'orders.list', 'orders.emptyActive'),
  team: (page, lang) => listOrEmpty(page, lang, 'team.directList', 'team.empty'),
  assets: (page, lang) => listOrEmpty(page, lang, 'ledger.list', 'ledger.empty'),
  deposit: (page, lang) => page.getByRole('button', { name: message(lang, 'deposit.submit') }),
  withdraw: (page, lang) => page.getByRole('button', { name: message(lang, 'withdraw.submit') }),
  flashExchange: (page, lang) => page.getByRole('button', { name: message(lang, 'flash.submit') }),
  transfer: (page, lang) => page.getByRole('button', { name: message(lang, 'transfer.submit') }),
  announcements: (page, lang) => listOrEmpty(page, lang, 'news.list', 'news.empty'),
  announcementDetail: (page) => page.getByRole('article').getByRole('heading', { level: 2 }),
  depositRecords: (page, lang) =>
    listOrEmpty(page, lang, 'records.deposits', 'records.emptyDeposits'),
  withdrawRecords: (page, lang) =>
    listOrEmpty(page, lang, 'records.withdrawals', 'records.emptyWithdrawals'),
  flashRecords: (page, lang) =>
    listOrEmpty(page, lang, 'records.exchanges', 'records.emptyExchanges'),
  transferRecords: (page, lang) =>
    listOrEmpty(page, lang, 'records.transfers', 'records.emptyTransfers'),
  ledger: (page, lang) => listOrEmpty(page, lang, 'ledger.list', 'ledger.empty'),
  chooseLocation: (page, lang) => page.getByText(message(lang, 'app.placeholder')),
  openLocation: (page, lang) => page.getByText(message(lang, 'app.placeholder')),
};

/** Opens a route as the app's links do (a new hash) and waits until it has all its content. */
async function openScreen(page: Page, lang: string, id: RouteId, hash: string): Promise<void> {
  await page.evaluate((h) => {
    location.hash = h;
  }, hash);
  await contentOf[id](page, lang).waitFor();
  await settled(page, message(lang, routes[id].title), message(lang, 'app.loading'));
}

/** One dialog per language: the invite dialog on home (the screen open), as a person opens it. */
async function inviteDialog(page: Page, lang: string): Promise<Shot> {
  await contentOf.home(page, lang).click();
  const title = message(lang, 'home.invite.title');
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  const defects = await audit(page, `the invite dialog in ${lang}`, 'dialog[open]');
  if (wcagLanguages.includes(lang))
    await expectNoAccessibilityFindings(page, `the invite dialog in ${lang}`);
  await page.screenshot({
    path: shotPath(lang, 'home-invite-dialog'),
    scale: 'css',
    animations: 'disabled',
    caret: 'hide',
  });
  await dialog.getByRole('button', { name: message(lang, 'app.cancel') }).click();
  await expect(dialog).toBeHidden();
  return { lang, name: 'home-invite-dialog', title, caption: 'the invite dialog on home', defects };
}

/**
 * The whole screen in one picture: the phone made as tall as the page, so the tab bar sits at
 * the bottom as on the phone instead of across the middle of a stitched full-page shot.
 */
async function snapshot(page: Page, path: string): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ ...galleryPhone, height: Math.max(galleryPhone.height, height) });
  await page.screenshot({ path, scale: 'css', animations: 'disabled', caret: 'hide' });
}

/** Checks what is on screen at every phone width; the page is left at the gallery's width. */
async function audit(page: Page, where: string, scope: string | null): Promise<string[]> {
  const found: string[] = [];
  for (const phone of [...phones].reverse()) {
    await page.setViewportSize(phone);
    const defects = await page.evaluate(findLayoutDefects, scope);
    expect.soft(defects, `${where} at ${phone.width} px`).toEqual([]);
    found.push(...defects.map((d) => `${phone.width} px: ${d}`));
  }
  return found;
}

/** The first announcement of the list on screen, as a person would open it: its hash. */
async function firstNoticeHash(page: Page, lang: string): Promise<string> {
  const first = page
    .getByRole('list', { name: message(lang, 'news.list'), exact: true })
    .getByRole('link')
    .first();
  const hash = (await first.getAttribute('href'))?.replace(/^.*#/, '') ?? '';
  expect(hash).toContain(routes.announcementDetail.path);
  return hash;
}

/**
 * The languages whose every screen axe checks as the audit passes it (WCAG 2.2 AA, and its other
 * rules where serious or critical), and whose gallery also shows a guest's Home: left to right,
 * and right to left.
 */
const wcagLanguages: readonly string[] = ['en', 'fa'];

/** The languages whose gallery also shows a guest's Home: left to right, and right to left. */
const guestLanguages: readonly string[] = ['en', 'fa'];
const GUEST_HOME = 'home-guest';

/**
 * A guest's Home, in a browser without a wallet (the first screen most people see, from a link
 * opened in their phone's browser): audited, and pictured at the gallery's width.
 */
async function guestHome(page: Page, lang: string, wallet: WalletControls): Promise<Shot> {
  await wallet.configure({ injectDelayMs: 600_000 });
  await page.setViewportSize(galleryPhone);
  await page.goto('/');
  // The search for a late wallet is over: the card shows the way in without one.
  await page.getByRole('heading', { name: message(lang, 'auth.noWalletTitle') }).waitFor();
  const where = `a guest's home in ${lang}`;
  const defects = await audit(page, where, null);
  await expectNoAccessibilityFindings(page, where);
  await snapshot(page, shotPath(lang, GUEST_HOME));
  // As a fresh tab for the sign-in: the wallet keeps its account in the tab's storage.
  await page.evaluate(() => sessionStorage.clear());
  return {
    lang,
    name: GUEST_HOME,
    title: message(lang, routes.home.title),
    caption: "a guest's home, no wallet in the browser · #/",
    defects,
  };
}

for (const lang of languages) {
  test(`every screen in ${lang} fits a 320, 360 and 412 px phone; the gallery shows it`, async ({
    page,
    signIn,
    api,
    stack,
    wallet,
  }) => {
    // A guest's Home first, in some languages.
    test.setTimeout(guestLanguages.includes(lang) ? 150_000 : 120_000);
    await page.addInitScript(countRequests);
    // Signed in straight in the language: the stored choice is there before the app runs.
    await page.addInitScript((l) => localStorage.setItem('rwat:lang', l), lang);
    const shots: Shot[] = [];
    // Before signing in (which gives the wallet back to the page).
    if (guestLanguages.includes(lang)) shots.push(await guestHome(page, lang, wallet));
    const address = await signIn();
    // Figures as long as real ones: the USDT total that once broke mid-number on a small phone.
    await api.setBalance(address, 'USDT', '5106.95');
    await api.setBalance(address, 'RWAT', '250000.5');
    // Every record list shows one the story made, beside the seed's.
    await makeRecords(page, stack.apiUrl);
    await page.setViewportSize(galleryPhone);

    let detailHash = '';
    try {
      for (const id of Object.keys(routes) as RouteId[]) {
        // The announcements come before their detail in the route table, which needs a real id.
        const hash = id === 'announcementDetail' ? detailHash : routes[id].path;
        const where = `${id} (#${hash}) in ${lang}`;
        await test.step(where, async () => {
          const title = message(lang, routes[id].title);
          await openScreen(page, lang, id, hash);
          if (id === 'announcements') detailHash = await firstNoticeHash(page, lang);
          const defects = await audit(page, where, null);
          if (wcagLanguages.includes(lang)) await expectNoAccessibilityFindings(page, where);
          // The picture shows the screen, not the sign-in's passing toast (2 s at most), which
          // a quick audit of home can still have on screen.
          await expect(
            page.getByRole('status').filter({ hasText: message(lang, 'auth.loginSucceeded') }),
          ).toBeHidden();
          await snapshot(page, shotPath(lang, id));
          shots.push({ lang, name: id, title, caption: `${id} · #${hash}`, defects });
          if (id === 'home') shots.push(await inviteDialog(page, lang));
        });
      }
    } finally {
      saveShots(lang, {
        widths: phones.map((p) => p.width),
        shotWidth: galleryPhone.width,
        expected: [
          ...(guestLanguages.includes(lang) ? [GUEST_HOME] : []),
          ...Object.keys(routes),
          'home-invite-dialog',
        ],
        shots,
      });
      saveReadmeShots(lang);
    }
  });
}

test('the audit sees each kind of defect on a page made to have them', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.setContent(`
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <style>body { margin: 0; font: 16px sans-serif; } .box { inline-size: 60px; }</style>
    <header><h1 style="inline-size: 80px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">Staking orders</h1></header>
    <main>
      <button class="box" style="white-space: nowrap">Withdraw everything</button>
      <div style="inline-size: 400px">a table too wide</div>
      <p class="box" style="overflow-wrap: anywhere">5,106.95</p>
      <p class="box" style="overflow-wrap: anywhere">Transferencia</p>
      <p class="box" lang="en" style="overflow-wrap: anywhere; hyphens: auto">Withdraw</p>
      <button style="inline-size: 5em; padding: 0; border: 0" lang="ja">ステーキング注文</button>
      <p style="inline-size: 2em; overflow-wrap: anywhere" lang="th">ธุรกรรม</p>
      <p style="inline-size: 8em" lang="ms">Baki anda: <span>+20</span> USDT</p>
      <input style="inline-size: 80px" placeholder="Enter the withdrawal amount">
      <button style="inline-size: 200px">Fits</button>
      <p style="inline-size: 100px" lang="th">ทำธุรกรรมแล้ว ทำธุรกรรม</p>
      <p style="inline-size: 5em" lang="zh-CN">首次授权后可以直接充值</p>
      <p style="inline-size: 8em">Balance: <span style="white-space: nowrap">+20 USDT</span></p>
      <input style="inline-size: 280px" placeholder="Amount">
    </main>`);
  const defects = await page.evaluate(findLayoutDefects, null);
  expect(defects).toEqual([
    'the page scrolls sideways: 400px wide',
    'title cut: <h1> "Staking orders"',
    'label spills out of its control: <button> "Withdraw everything"',
    'wider than the 320px viewport or sticking out: <div> "a table too wide" (0…400px)',
    'number broken across lines: "5,106.95"',
    'word broken across lines: "Transferencia"',
    'word broken across lines: "Withdraw"',
    'word broken across lines: "ステーキング"',
    'word broken across lines: "ธุรกรรม"',
    'amount parted from its unit: "+20 USDT"',
    expect.stringMatching(/^placeholder cut: "Enter the withdrawal amount" \(\d+px in \d+px\)$/),
  ]);
});

test('the WCAG 2.2 AA check finds what a page made to fail it lacks', async ({ page }) => {
  await page.setContent(`
    <html lang="en"><head><title>A page</title></head><body><main>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <button></button>
      <p style="color: #777; background: #888">Quiet words</p>
    </main></body></html>`);
  const found = (await accessibilityFindings(page)).map((v) => v.split(' ')[0]);
  expect(found).toEqual(expect.arrayContaining(['image-alt', 'button-name', 'color-contrast']));
});
