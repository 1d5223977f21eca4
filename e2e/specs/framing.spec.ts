import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * Clickjacking: a site of its own frames the app to lay its buttons under a decoy. The web
 * server sends `public/_headers` (frame-ancestors 'none', X-Frame-Options: DENY), so the browser
 * refuses the frame; where a host ignores that file, the page's first script stops the app
 * inside a frame of another origin.
 */
const ATTACKER = 'http://decoy.example/';

/** A page at `at` that frames the app and says when the frame has loaded (its title). */
async function framingPage(page: Page, at: string, app: string) {
  await page.route(at, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body:
        '<!doctype html><title>waiting</title><h1>Win a prize</h1>' +
        `<iframe title="framed app" src="${app}" width="400" height="700" ` +
        `onload="document.title='frame loaded'"></iframe>`,
    }),
  );
}

/** Serves the app's page as a host that ignores `_headers` would: without those headers. */
async function withoutHeadersFile(page: Page, app: string) {
  await page.route(app, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'content-encoding',
      'content-length',
    ])
      delete headers[name];
    await route.fulfill({ response, headers, body: await response.text() });
  });
}

/** The app's root page on the stack, and every request the page makes from now on. */
function watch(page: Page, webUrl: string) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return { app: webUrl.endsWith('/') ? webUrl : `${webUrl}/`, requests };
}

const appScripts = (requests: Request[]) =>
  requests.filter((r) => r.frame() !== r.frame().page().mainFrame() && /\/_next\//.test(r.url()));

test.describe('the app never runs inside another site', () => {
  // The page must come from the server (or the route above), not from a service worker.
  test.use({ serviceWorker: false });

  test('the server forbids framing on every page, and the browser refuses the frame', async ({
    page,
    stack,
  }) => {
    const { app, requests } = watch(page, stack.webUrl);
    const served = await fetch(app);
    expect(served.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(served.headers.get('x-frame-options')).toBe('DENY');
    expect(served.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(served.headers.get('permissions-policy')).toContain('camera=()');
    for (const path of ['404.html', 'manifest.webmanifest', 'no-such-page']) {
      const other = await fetch(`${app}${path}`);
      expect(other.headers.get('x-frame-options'), path).toBe('DENY');
    }

    await framingPage(page, ATTACKER, app);
    await page.goto(ATTACKER);
    await expect(page).toHaveTitle('frame loaded');
    const framed = page.getByTitle('framed app').contentFrame();
    await expect(framed.getByRole('button', { name: 'Connect wallet' })).toHaveCount(0);
    expect(appScripts(requests)).toEqual([]);
  });

  test('where a host ignores _headers, the page stops itself inside a frame of another origin', async ({
    page,
    stack,
  }) => {
    const { app, requests } = watch(page, stack.webUrl);
    await withoutHeadersFile(page, app);
    await framingPage(page, ATTACKER, app);
    await page.goto(ATTACKER);
    // The app's page arrives in the frame (a stopped load fires no load event of its own)...
    await expect.poll(() => page.frames().some((f) => f.url() === app)).toBe(true);
    const frame = page.frames().find((f) => f.url() === app)!;
    // ...and is emptied by its first script: not a word, not a stylesheet, not a script left.
    await expect
      .poll(() => frame.evaluate(() => document.documentElement?.childElementCount ?? -1))
      .toBe(0);
    expect(await frame.evaluate(() => document.scripts.length)).toBe(0);
    const framed = page.getByTitle('framed app').contentFrame();
    await expect(framed.getByRole('button', { name: 'Connect wallet' })).toHaveCount(0);
    expect(appScripts(requests)).toEqual([]);
  });

  test('a frame of its own origin still shows the app, so the check above proves something', async ({
    page,
    stack,
  }) => {
    const { app } = watch(page, stack.webUrl);
    await withoutHeadersFile(page, app);
    await framingPage(page, `${app}framing-check.html`, app);
    await page.goto(`${app}framing-check.html`);
    const framed = page.getByTitle('framed app').contentFrame();
    await expect(framed.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});
