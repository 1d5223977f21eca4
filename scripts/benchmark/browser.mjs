// Chromium as a Pixel 7, with the network and CPU slowed through the DevTools protocol.
import { chromium } from 'playwright';
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
 */
export async function newPhoneContext(browser, { member = false } = {}) {
  const context = await browser.newContext({ ...PHONE });
  await context.addInitScript(
    ({ account }) => {
      // Every script and fetch of a visit, not only the first 250.
      performance.setResourceTimingBufferSize(2000);
      if (account !== undefined) window.__TEST_WALLET_OPTIONS__ = { account };
    },
    { account: member ? MEMBER_ACCOUNT : undefined },
  );
  return context;
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
