// What the benchmark emulates: a Pixel 7 on a slow mobile network with a 4× slower CPU,
// applied to the browser for real (the figures are what a person waits for), and the Chromium
// the machine has, started the same way for Playwright and for Lighthouse.
import { devices } from 'playwright';
import { CHROMIUM_DEFAULT_PATH, CHROMIUM_FLAGS, PHONE_DEVICE } from '../browser-settings.mjs';

export const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_DEFAULT_PATH;

export const CHROME_FLAGS = CHROMIUM_FLAGS;

export const PHONE = devices[PHONE_DEVICE];

/** Round trip added to every request, download and upload speed, CPU slowdown. */
export const THROTTLE = {
  latencyMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
  cpuSlowdown: 4,
};

/** Kilobits per second to bytes per second, with Lighthouse's 1024 so both apply the same. */
export const kbpsToBytes = (kbps) => Math.floor((kbps * 1024) / 8);

/** The demo account with balances and a referrer (a member, as on the home e2e stories). */
export const MEMBER_ACCOUNT = 1;

export const TEXTS = {
  balanceLabel: 'USDT balance',
  connect: 'Connect wallet',
  noWallet: 'No wallet found',
};
