// What the benchmark reads inside the page. Times are the page's own clock: milliseconds
// after the navigation started (performance.timeOrigin), so nothing of Playwright's own
// round trips is in them.
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';

/**
 * Runs in the page before its own scripts (an init script, so it cannot close over anything):
 * on every animation frame, checks each target (an XPath and, optionally, a pattern its text
 * must match) and reports the first frame in which it is visible, to within one frame of what
 * the person saw. Small on purpose: Playwright's own probes load a large script into the
 * page, which on a throttled CPU delayed the first paint by a quarter of a second. The document
 * is searched only in a frame after it changed, or while a target is found but not yet visible
 * (it may be fading in): searching it in every frame took up to half of a throttled phone's
 * main thread while the page loaded, time no person's page spends.
 */
export function watchForShown(targets) {
  const pending = new Map(Object.entries(targets));
  let changed = true;
  new MutationObserver(() => {
    changed = true;
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  /** 'shown', 'hidden' (found, not visible yet) or 'absent'. */
  const state = ({ xpath, pattern }) => {
    const found = document.evaluate(
      xpath,
      document,
      null,
      XPathResult.ORDERED_NODE_SNAPSHOT_TYPE,
      null,
    );
    let seenHidden = false;
    for (let i = 0; i < found.snapshotLength; i += 1) {
      const el = found.snapshotItem(i);
      if (pattern && !new RegExp(pattern).test(el.textContent ?? '')) continue;
      const box = el.getBoundingClientRect();
      const seen = el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      if (seen && box.width > 0 && box.height > 0) return 'shown';
      seenHidden = true;
    }
    return seenHidden ? 'hidden' : 'absent';
  };
  const check = () => {
    if (changed) {
      changed = false;
      for (const [name, target] of pending) {
        const now = state(target);
        if (now === 'hidden') changed = true;
        if (now !== 'shown') continue;
        pending.delete(name);
        window.__benchmarkShown(name, performance.now());
      }
    }
    if (pending.size > 0) requestAnimationFrame(check);
  };
  if (pending.size > 0) requestAnimationFrame(check);
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
function scriptsOf(timeline) {
  return timeline.resources.filter((r) => r.path.endsWith('.js') || r.path.endsWith('.mjs'));
}

/** The bytes of `url` as the server sends them gzipped. */
function gzipLength(url) {
  return new Promise((resolve, reject) => {
    const get = url.protocol === 'https:' ? httpsGet : httpGet;
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let length = 0;
      res.on('data', (chunk) => {
        length += chunk.length;
      });
      res.on('end', () => resolve(length));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * The scripts of a visit counted in gzip, the measure of the size budget and of the issue's
 * targets, whichever encoding the browser was sent (Brotli, where the server offers it).
 */
export async function scriptGzipBytes(pageUrl, timeline) {
  const sizes = await Promise.all(
    scriptsOf(timeline).map((r) => gzipLength(new URL(r.path, pageUrl))),
  );
  return sizes.reduce((sum, n) => sum + n, 0);
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
