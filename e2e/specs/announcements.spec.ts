import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AnnouncementDetail, AnnouncementSummary, Page } from '@/lib/contract/contract';
import { expect, test } from '../fixtures';
import { expectAccessible, readApi } from './screens-helpers';

/** A server on another local origin that counts what is asked of it: a tracker's stand-in. */
async function startTracker() {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'image/gif' });
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe('announcements', () => {
  test('the list pages to the end and opens a detail', async ({ page, stack }) => {
    const all = await readApi<Page<AnnouncementSummary>>(
      stack.apiUrl,
      '/api/notice/list?page=1&size=50',
    );
    await page.goto('/#/pages/index/announcement');
    const list = page.getByRole('list', { name: 'Announcements' });
    await expect(list.getByRole('listitem')).toHaveCount(Math.min(10, all.total));
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(all.total);
    await expect(page.getByText('No more records')).toBeVisible();
    await expectAccessible(page);
    const newest = all.list[0]!;
    await list.getByRole('link', { name: newest.title }).click();
    await expect(page.getByRole('heading', { level: 2, name: newest.title })).toBeVisible();
  });

  test('in Persian, an announcement the server wrote in English reads left to right', async ({
    page,
    stack,
  }) => {
    const notice = await readApi<AnnouncementDetail>(stack.apiUrl, '/api/notice/detail?id=12');
    await page.goto('/#/pages/index/AnnouncementDetails?id=12');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('button', { name: 'فارسی', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const title = page.getByRole('heading', { level: 2, name: notice.title });
    await expect(title).toHaveCSS('direction', 'ltr');
    const body = page.getByRole('article').getByText('Airdropped packages appear');
    await expect(body).toHaveCSS('direction', 'ltr');
    // Its lines begin on the left, where English begins: the words, not the paragraph's box.
    const startsLeft = await body.evaluate((p) => {
      const range = document.createRange();
      range.selectNodeContents(p);
      const words = range.getClientRects()[0]!;
      return words.left - p.getBoundingClientRect().left < 1;
    });
    expect(startsLeft).toBe(true);

    // And the title in the list of announcements.
    await page.goto('/#/pages/index/announcement');
    const list = page
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: notice.title }) });
    await expect(list.getByRole('link', { name: notice.title }).getByText(notice.title)).toHaveCSS(
      'direction',
      'ltr',
    );
  });

  test('a "load more" that fails says so under the list, and its retry brings the page', async ({
    page,
    api,
  }) => {
    await page.goto('/#/pages/index/announcement');
    const list = page.getByRole('list', { name: 'Announcements' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await api.force({ path: '/api/notice/list', status: 503 });
    await page.getByRole('button', { name: 'Load more' }).click();
    const failed = page.getByRole('main').getByRole('alert');
    await expect(failed).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(failed).toBeHidden();
    await expect(list.getByRole('listitem')).toHaveCount(12);
    await expect(page.getByText('No more records')).toBeVisible();
  });

  test('an announcement with a script and an onerror handler renders without running them', async ({
    page,
    stack,
  }) => {
    const notice = await readApi<AnnouncementDetail>(stack.apiUrl, '/api/notice/detail?id=11');
    expect(notice.content).toContain('<script');
    await page.goto('/#/pages/index/AnnouncementDetails?id=11');
    await expect(page.getByRole('heading', { level: 2, name: notice.title })).toBeVisible();
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
    ).toBeUndefined();
    await expectAccessible(page);
  });

  test.describe('a notice written to pose as the app', () => {
    // Requests a service worker answers never reach page.route.
    test.use({ serviceWorker: false });

    test('renders as plain text inside its box: no app look, no reversed address, no remote fetch, nothing over the tab bar', async ({
      page,
    }) => {
      const tracker = await startTracker();
      try {
        await page.goto('/');
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
        // The toast's own class, as the page's stylesheet names it.
        const toastClass = await page.evaluate(() =>
          [...document.styleSheets]
            .flatMap((sheet) => [...sheet.cssRules])
            .map((rule) => (rule as CSSStyleRule).selectorText ?? '')
            .find((selector) => /^\.[\w-]+_toast$/.test(selector))
            ?.slice(1),
        );
        expect(toastClass).toBeTruthy();
        const reversed = `0x\u202E${'dcba4321'}`;
        const content =
          `<div class="${toastClass}" id="toast" role="status" ` +
          'style="position:fixed;inset-inline:0;bottom:0;z-index:2147483647;height:120px">' +
          `Wallet check: send 10 USDT to ${reversed}</div>` +
          `<p>Today's rates<img src="${tracker.url}/pixel.gif?reader=1" alt=""></p>` +
          `<table background="${tracker.url}/bg.gif"><tr><td>USDT</td><td>1</td></tr></table>` +
          `<p><img srcset="${tracker.url}/set.png 2x" src="${tracker.url}/src.png" alt="chart"></p>`;
        await page.route('**/api/notice/detail?id=99', (route) =>
          route.fulfill({
            json: {
              code: 10000,
              msg: 'success',
              data: {
                id: 99,
                title: `Wallet check${'\u202E'}`,
                createdAt: '2024-05-01T08:00:00.000Z',
                content,
              },
            },
          }),
        );
        const elsewhere: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).origin !== new URL(page.url()).origin)
            elsewhere.push(request.url());
        });

        await page.goto('/#/pages/index/AnnouncementDetails?id=99');
        const notice = page.getByRole('article');
        const title = notice.getByRole('heading', { level: 2, name: 'Wallet check' });
        await expect(title).toBeVisible();
        // The title is cleaned like the body: no control turns what follows it around.
        expect(await title.textContent()).toBe('Wallet check');
        // The address reads as written, with no character turning it around.
        const claim = notice.getByText('Wallet check: send 10 USDT to 0xdcba4321', { exact: true });
        await expect(claim).toBeVisible();
        expect(await claim.textContent()).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F]/);
        // Plain text: no class, id, role or style of its own, so nothing of the toast's look.
        expect(
          await claim.evaluate((el) => ({
            attributes: el.getAttributeNames(),
            position: getComputedStyle(el).position,
          })),
        ).toEqual({ attributes: [], position: 'static' });
        await expect(page.getByRole('status').filter({ hasText: 'Wallet check' })).toHaveCount(0);
        await expect(notice.getByRole('cell', { name: 'USDT' })).toBeVisible();

        // Nothing of the notice lies over the tab bar: its middle is the tab bar's own.
        const tabs = page.getByRole('navigation', { name: 'Main' });
        expect(
          await tabs.evaluate((bar) => {
            const box = bar.getBoundingClientRect();
            const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            return bar.contains(hit);
          }),
        ).toBe(true);
        const inside = await claim.evaluate((el) => {
          const own = el.getBoundingClientRect();
          const article = el.closest('article')?.getBoundingClientRect();
          return !!article && own.top >= article.top && own.bottom <= article.bottom;
        });
        expect(inside).toBe(true);

        // Nothing was asked of another origin: the images went with the sanitiser.
        await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
        await expect(notice.getByRole('img')).toHaveCount(0);
        expect(tracker.hits).toEqual([]);
        expect(elsewhere).toEqual([]);
      } finally {
        await tracker.stop();
      }
    });
  });

  for (const id of ['9999', 'abc', '0']) {
    test(`id ${id} says the announcement was not found`, async ({ page }) => {
      await page.goto(`/#/pages/index/AnnouncementDetails?id=${id}`);
      await expect(page.getByRole('main').getByRole('alert')).toContainText(
        'Announcement not found',
      );
      await expect(page.getByRole('link', { name: 'All announcements' })).toBeVisible();
    });
  }

  test('the home screen lists the latest titles', async ({ page, stack }) => {
    const latest = await readApi<Page<AnnouncementSummary>>(stack.apiUrl, '/api/notice/list');
    await page.goto('/');
    await expect(page.getByRole('link', { name: latest.list[0]!.title })).toBeVisible();
  });
});
