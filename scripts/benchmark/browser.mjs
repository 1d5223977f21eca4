// Chromium as a Pixel 7, with the network and CPU slowed through the DevTools protocol.
import { EventEmitter } from 'node:events';
import { chromium } from 'playwright';
import { watchForShown } from './page-probes.mjs';
import {
  CHROME_FLAGS,
  CHROME_PATH,
  kbpsToBytes,
  MEMBER_ACCOUNT,
  PHONE,
  THROTTLE,
} from './settings.mjs';

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
}

/**
 * A fresh context (no storage, no service worker). With `member`, the injected test wallet
 * starts on the demo member's account; it signs in by itself, as inside a wallet's browser.
 * `targets` ({ name: { xpath, pattern? } }) are watched in every page load; `shown` emits
 * (name, ms after navigation start) when one first shows.
 */
export async function newPhoneContext(browser, { member = false, targets = {} } = {}) {
  const context = await browser.newContext({ ...PHONE });
  const shown = new EventEmitter();
  await context.exposeBinding('__benchmarkShown', (_source, name, at) => shown.emit(name, at));
  await context.addInitScript(
    ({ account }) => {
      // Every script and fetch of a visit, not only the first 250.
      performance.setResourceTimingBufferSize(2000);
      if (account !== undefined) window.__TEST_WALLET_OPTIONS__ = { account };
    },
    { account: member ? MEMBER_ACCOUNT : undefined },
  );
  await context.addInitScript(watchForShown, targets);
  return { context, shown };
}

/** Resolves with the time `name` shows in the page's next load (call before navigating). */
export function nextShown(shown, name, timeoutMs) {
  const when = new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      shown.off(name, onShown);
      reject(new Error(`${name} did not show within ${timeoutMs} ms`));
    }, timeoutMs);
    const onShown = (at) => {
      clearTimeout(timer);
      resolve(at);
    };
    shown.once(name, onShown);
  });
  // A navigation that fails first is the error to report; this one must not go unhandled.
  when.catch(() => undefined);
  return when;
}

/** Applies the throttling to the page (it lasts across its reloads). */
export async function throttle(context, page, enabled) {
  if (!enabled) return;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLE.latencyMs,
    downloadThroughput: kbpsToBytes(THROTTLE.downloadKbps),
    uploadThroughput: kbpsToBytes(THROTTLE.uploadKbps),
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpuSlowdown });
}
