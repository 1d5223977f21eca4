// The browser every automated run starts, named once: the Playwright stories, the wallet tests
// and the benchmark launch the machine's Chromium the same way, and emulate the same phone.

/** Where the machine's Chromium is, unless an environment variable names another. */
export const CHROMIUM_DEFAULT_PATH = '/usr/bin/chromium';

/**
 * The same Chromium without its browser around the page, for the specs and the wallet tests:
 * it renders the same pages with a quarter less work on two cores. The benchmark keeps the
 * whole browser, which is what people open.
 */
export const CHROMIUM_TEST_PATH = '/usr/bin/chromium-headless-shell';

/** No sandbox (containers), no GPU, and none of Chromium's own background traffic. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The phone the mobile stories and the benchmark emulate (a Playwright device name). */
export const PHONE_DEVICE = 'Pixel 7';
