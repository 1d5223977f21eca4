// What the benchmark reads inside the page. Times are the page's own clock: milliseconds
// after the navigation started (performance.timeOrigin), so nothing of Playwright's own
// round trips is in them.

/**
 * Resolves with the time of the first frame in which an element matching `xpath` (and, with
 * `pattern`, whose text matches it) is visible. Checked on every animation frame, so the
 * figure is within one frame of what the person saw.
 */
export async function timeUntilShown(page, { xpath, pattern }, timeout) {
  const handle = await page.waitForFunction(
    ({ path, source }) => {
      const found = document.evaluate(
        path,
        document,
        null,
        XPathResult.ORDERED_NODE_SNAPSHOT_TYPE,
        null,
      );
      for (let i = 0; i < found.snapshotLength; i += 1) {
        const el = found.snapshotItem(i);
        if (source && !new RegExp(source).test(el.textContent ?? '')) continue;
        const box = el.getBoundingClientRect();
        const seen = el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
        if (seen && box.width > 0 && box.height > 0) return performance.now();
      }
      return false;
    },
    { path: xpath, source: pattern?.source },
    { polling: 'raf', timeout },
  );
  return handle.jsonValue();
}

/** Navigation, paints, every resource and the test wallet's requests of the current page. */
export function readTimeline(page) {
  return page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation');
    const wallet = window.__testWallet?.requests ?? [];
    return {
      html: nav ? { start: nav.startTime, end: nav.responseEnd } : undefined,
      paints: performance.getEntriesByType('paint').map((p) => ({ name: p.name, at: p.startTime })),
      resources: performance.getEntriesByType('resource').map((r) => ({
        path: new URL(r.name).pathname,
        start: r.startTime,
        end: r.responseEnd,
        bytes: r.encodedBodySize,
      })),
      walletRequests: wallet.map((r) => ({ method: r.method, at: r.at - performance.timeOrigin })),
      serviceWorker: Boolean(navigator.serviceWorker?.controller),
    };
  });
}

/** Waits until the page has made no request for half a second (or gives up after `timeout`). */
export async function settle(page, timeout = 20_000) {
  await page.waitForLoadState('networkidle', { timeout }).catch(() => undefined);
}

/** Bytes of JavaScript the page fetched, as transferred (compressed body, without headers). */
export function scriptBytes(timeline) {
  return timeline.resources
    .filter((r) => r.path.endsWith('.js') || r.path.endsWith('.mjs'))
    .reduce((sum, r) => sum + r.bytes, 0);
}

/** Resolves when the service worker is active (true), or false after `timeoutMs`. */
export function serviceWorkerReady(page, timeoutMs = 30_000) {
  return page.evaluate(
    (ms) =>
      navigator.serviceWorker
        ? Promise.race([
            navigator.serviceWorker.ready.then(() => true),
            new Promise((resolve) => setTimeout(() => resolve(false), ms)),
          ])
        : false,
    timeoutMs,
  );
}
