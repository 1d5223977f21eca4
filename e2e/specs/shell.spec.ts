import { expect, test } from '../fixtures';

/** Every route of SPEC §2 and the title it shows. */
const screens: [string, string][] = [
  ['/', 'Home'],
  ['/pages/index/index', 'Home'],
  ['/pages/Pledge/Pledge', 'Staking'],
  ['/pages/Pledge/PledgeOrder', 'Staking orders'],
  ['/pages/team/team', 'Team'],
  ['/pages/assets/assets', 'Assets'],
  ['/pages/assets/topup', 'Top up'],
  ['/pages/assets/Withdraw', 'Withdraw'],
  ['/pages/assets/FlashExchange', 'Flash exchange'],
  ['/pages/assets/transfer', 'Transfer'],
  ['/pages/index/announcement', 'Announcements'],
  ['/pages/index/AnnouncementDetails?id=1', 'Announcement'],
  ['/pages/assets/Rechargerecords', 'Deposit records'],
  ['/pages/assets/Withdrawalrecords', 'Withdrawal records'],
  ['/pages/assets/FlashExchangeRecords', 'Flash exchange records'],
  ['/pages/assets/Transferrecords', 'Transfer records'],
  ['/pages/assets/FlowDetails', 'Asset details'],
  ['/choose-location', 'Choose location'],
  ['/open-location', 'Open location'],
];

test.describe('routes and shell', () => {
  for (const [path, title] of screens) {
    test(`deep link ${path} shows "${title}"`, async ({ page, signIn }) => {
      await signIn();
      await page.goto(`/#${path}`);
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(title === 'Home' ? 'RWAT' : `${title} · RWAT`);
    });
  }

  test('tabs navigate and highlight the active tab', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [tab, title] of [
      ['Staking', 'Staking'],
      ['Assets', 'Assets'],
      ['Flash exchange', 'Flash exchange'],
      ['Team', 'Team'],
      ['Home', 'Home'],
    ]) {
      await nav.getByRole('link', { name: tab }).click();
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('a screen opened while a slow phone still starts the app stays open', async ({
    page,
    signIn,
  }) => {
    // Eight starts at a sixth of the machine's speed: three times a test's usual time, so a
    // second worker on the same cores does not cut it short.
    test.slow();
    await signIn();
    // A phone six times slower than this machine: the app still hydrates for a while after the
    // page has loaded, and the person opens a link to Assets in that time (the address bar, a
    // tab, another app). Without care the start-up URL was written back over it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    for (let visit = 0; visit < 8; visit++) {
      await page.goto('/#/');
      await page.reload();
      await page.goto('/#/pages/assets/assets');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Assets', exact: true }),
      ).toBeVisible();
      await expect(page).toHaveURL(/#\/pages\/assets\/assets$/);
    }
  });

  test('back from a deep link with no history lands home', async ({ page }) => {
    await page.goto('/#/pages/index/announcement');
    await expect(page.getByRole('heading', { name: 'Announcements' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/#\/pages\/index\/index$/);
  });

  test('back after in-app navigation returns to the previous screen', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/#/pages/assets/assets');
    await page.evaluate(() => {
      window.location.hash = '#/pages/assets/Rechargerecords';
    });
    await expect(page.getByRole('heading', { name: 'Deposit records' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Assets', exact: true }),
    ).toBeVisible();
  });

  test('an unknown hash lands home', async ({ page }) => {
    await page.goto('/#/pages/nowhere/at-all');
    await expect(page.getByRole('heading', { level: 1, name: 'Home', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/#\/pages\/index\/index$/);
  });

  test('a guest on a screen that needs a wallet is asked to connect, then sees that screen', async ({
    page,
    wallet,
  }) => {
    // A browser where the person starts the sign-in by hand.
    await wallet.configure({ autoConnected: false });
    await page.addInitScript(() => {
      const raw = sessionStorage.getItem('rwat:session');
      const session = raw ? JSON.parse(raw) : {};
      sessionStorage.setItem('rwat:session', JSON.stringify({ ...session, autoSignInTried: true }));
    });
    await page.goto('/#/pages/assets/Withdraw');
    await expect(
      page.getByText('Connect your wallet to continue: this page shows your own account.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/#\/pages\/assets\/Withdraw$/);
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(page.getByRole('textbox', { name: 'Withdrawal address' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Withdraw', exact: true }),
    ).toBeVisible();
  });

  test('the header entries that are not open yet say so', async ({ page, wallet }) => {
    // No wallet in this browser, so no automatic sign-in toast competes with ours.
    await wallet.configure({ injectDelayMs: 600_000 });
    await page.goto('/');
    // Home's own controls are drawn by the running app; the header's work from then on.
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    // Each looks not open yet: a "Soon" mark, and a name that says so.
    const uCard = page.getByRole('button', { name: 'U card top-up, coming soon' });
    await expect(uCard).toContainText('Soon');
    await uCard.click();
    await expect(page.getByRole('status').filter({ hasText: 'Not yet open' })).toBeVisible();
    const phone = page.getByRole('button', { name: 'Phone credit, coming soon' });
    await expect(phone).toContainText('Soon');
    await phone.click();
    await expect(page.getByRole('status').filter({ hasText: 'Not yet open' })).toBeVisible();
  });

  test('the export works from a sub-path', async ({ page, stack }) => {
    await page.goto(`${stack.subPathUrl}#/pages/index/announcement`);
    await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  });
});
