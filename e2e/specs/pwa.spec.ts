import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { chunksHolding, isOneOf } from '../fixtures/built-chunks';

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Width and height from a PNG's header. */
function pngSize(body: Buffer): string {
  expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

/** Waits until a service worker is active, then reloads once so it controls the page. */
async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/**
 * A static server of its own for a copy of the export, started the way `npm start` does, on a
 * free port; its own process because the stack's server module is not loadable from specs.
 */
async function serveCopy(root: string, apiUrl: string, rpcUrl: string) {
  const child = spawn(
    join('node_modules', '.bin', 'tsx'),
    ['e2e/stack/web/main.ts', '--port', '0', '--root', root, '--api', apiUrl, '--rpc', rpcUrl],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /web: (http:\/\/\S+\/)/.exec(out);
      if (found?.[1]) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`web server exited with ${code}`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const openAnnouncements = (page: Page) =>
  page.evaluate(() => {
    window.location.hash = '#/pages/index/announcement';
  });

const home = (page: Page) => page.getByRole('heading', { level: 1, name: 'Home', exact: true });

test.describe('installable app', () => {
  test.use({ serviceWorker: true });

  test('the manifest is linked, valid, and its icons load', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.evaluate(
      () => document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href,
    );
    expect(href).toBeTruthy();
    const response = await request.get(href ?? '');
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'RWAT',
      short_name: 'RWAT',
      display: 'standalone',
      start_url: './',
      scope: './',
      theme_color: '#0d1117',
      background_color: '#0d1117',
    });
    expect(manifest.id).toBeTruthy();

    const sizes = new Map<string, string>();
    for (const icon of manifest.icons) {
      const file = await request.get(new URL(icon.src, href).href);
      expect(file.ok(), icon.src).toBe(true);
      expect(file.headers()['content-type']).toBe(icon.type);
      if (icon.type === 'image/png') {
        expect(pngSize(await file.body())).toBe(icon.sizes);
        sizes.set(`${icon.purpose ?? 'any'} ${icon.sizes}`, icon.src);
      }
    }
    expect([...sizes.keys()]).toEqual(
      expect.arrayContaining(['any 192x192', 'any 512x512', 'maskable 512x512']),
    );

    const touchIcon = await page.evaluate(
      () => document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]')?.href,
    );
    const touch = await request.get(touchIcon ?? '');
    expect(pngSize(await touch.body())).toBe('180x180');
    const favicon = await request.get('favicon.ico');
    expect(favicon.ok()).toBe(true);
  });

  test('after the first visit the app opens offline', async ({ page, context }) => {
    await page.goto('/');
    await expect(home(page)).toBeVisible();
    await underServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await expect(home(page)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await context.setOffline(false);
  });

  test('a page the worker opened offline loads its cards by itself once back online', async ({
    page,
    context,
    signIn,
  }) => {
    await signIn();
    await underServiceWorker(page);
    await expect(page.getByText('USDT balance')).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    const offline = page.getByText('You are offline. Please check your connection.');
    await expect(offline.first()).toBeVisible();
    // Retry looks like a button one can press, not a disabled grey one.
    const retry = page.getByRole('button', { name: 'Retry' }).first();
    await expect(retry).toBeEnabled();
    await expect(retry).toHaveCSS('color', 'rgb(242, 244, 248)');

    await context.setOffline(false);
    await expect(page.getByText('USDT balance')).toBeVisible();
    await expect(page.getByText('Network total staked value')).toBeVisible();
    await expect(offline).toHaveCount(0);
  });

  test('API, RPC and test-control responses never land in a cache', async ({ page, signIn }) => {
    await signIn();
    await underServiceWorker(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const tab of ['Assets', 'Staking', 'Team', 'Home']) {
      await nav.getByRole('link', { name: tab }).click();
      await expect(page.getByRole('heading', { level: 1, name: tab, exact: true })).toBeVisible();
    }
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(`${name} ${request.url}`);
      }
      return urls;
    });
    expect(cached.length).toBeGreaterThan(0);
    const origin = new URL(page.url()).origin;
    for (const entry of cached) {
      const url = new URL(entry.split(' ')[1] ?? '');
      expect(url.origin, entry).toBe(origin);
      expect(url.pathname, entry).not.toMatch(/\/(api|rpc|__test)(\/|$)/);
    }
  });
});

test.describe('a new version', () => {
  test.use({ serviceWorker: true });
  let root = '';
  test.beforeEach(() => {
    // Each story builds a service worker for the next version while it runs: on a busy machine
    // that alone takes half a minute.
    test.slow();
    root = mkdtempSync(join(tmpdir(), 'rwat-next-version-'));
    cpSync('out', root, { recursive: true });
  });
  test.afterEach(() => rmSync(root, { recursive: true, force: true }));

  test('is offered, and accepting it shows the new version', async ({ page, stack }) => {
    const server = await serveCopy(root, stack.apiUrl, stack.rpcUrl);
    try {
      const build = () =>
        page
          .evaluate(
            () => document.querySelector<HTMLMetaElement>('meta[name="rwat-build"]')?.content ?? '',
          )
          // The page may be between documents while it reloads into the new version.
          .catch(() => 'reloading');
      await page.goto(server.url);
      await expect(home(page)).toBeVisible();
      await underServiceWorker(page);
      expect(await build()).toBe('');

      execFileSync('node', ['scripts/build-sw.mjs', '--dir', root, '--version', 'next-1']);
      // Browsers look for a new worker on navigation; a reload is how a person gets there.
      await page.reload();
      const prompt = page.getByRole('region', { name: 'App update' });
      await expect(prompt.getByText('A new version is available.')).toBeVisible();
      // The page still runs the old version until the person agrees.
      expect(await build()).toBe('');

      await prompt.getByRole('button', { name: 'Update' }).click();
      await expect.poll(build).toBe('next-1');
      await expect(home(page)).toBeVisible();
      await expect(page.getByRole('region', { name: 'App update' })).toHaveCount(0);
    } finally {
      await server.stop();
    }
  });

  test('can be put off with "Later"', async ({ page, stack }) => {
    const server = await serveCopy(root, stack.apiUrl, stack.rpcUrl);
    try {
      await page.goto(server.url);
      await underServiceWorker(page);
      execFileSync('node', ['scripts/build-sw.mjs', '--dir', root, '--version', 'next-2']);
      await page.reload();
      const prompt = page.getByRole('region', { name: 'App update' });
      await prompt.getByRole('button', { name: 'Later' }).click();
      await expect(prompt).toHaveCount(0);
      await expect(home(page)).toBeVisible();
    } finally {
      await server.stop();
    }
  });
});

test.describe('a screen whose code cannot be loaded', () => {
  // Requests a service worker answers never reach page.route.
  test.use({ serviceWorker: false });

  test('reloads the page once, then offers a retry instead of looping', async ({ page }) => {
    // The announcements screen's own files, as the build's chunk index names them (learning
    // them by opening the screen missed them when the page had fetched them before it looked).
    const screenFiles = chunksHolding('features/announcements/AnnouncementsScreen.tsx');

    // Those files fail, as if a deployment had removed them.
    const removed = (url: URL) => isOneOf(screenFiles)(url.href);
    await page.route(removed, (route) => route.abort('failed'));
    await page.goto('/#/pages/index/index');
    await expect(home(page)).toBeVisible();
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await openAnnouncements(page);

    const retry = page.getByRole('alert').getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    expect(loads).toBe(1);
    expect(
      await page.evaluate(() => Number(sessionStorage.getItem('rwat:chunk-reload'))),
    ).toBeGreaterThan(0);

    // Once the files are back, the retry shows the screen without another reload.
    await page.unroute(removed);
    await retry.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    expect(loads).toBe(1);
  });
});
