import type { AnnouncementDetail, AnnouncementSummary, Page } from '@/lib/contract/contract';
import { expect, test } from '../fixtures';
import { expectAccessible, readApi } from './screens-helpers';

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
