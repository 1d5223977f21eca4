// The visits a person makes, each timed in the page: a wallet user's first visit and its
// reload, and a guest's visit. Each run gets a fresh browser context.
import { newPhoneContext, nextShown, throttle } from './browser.mjs';
import { readTimeline, scriptGzipBytes, serviceWorkerReady, settle } from './page-probes.mjs';
import { TEXTS } from './settings.mjs';
import { waterfallSteps } from './waterfall.mjs';

const TIMEOUT = 120_000;

/** In the page: the value beside the "USDT balance" label once it holds an amount. */
const BALANCE = {
  xpath: `//*[normalize-space(text())='${TEXTS.balanceLabel}']/..`,
  pattern: '\\d\\s*USDT',
};
/** A button with exactly this text. */
const button = (text) => ({ xpath: `//button[normalize-space(.)='${text}']` });

/** The same things as a person finds them, by visible text and role. */
const balanceLocator = (page) =>
  page
    .getByText(TEXTS.balanceLabel, { exact: true })
    .locator('xpath=..')
    .filter({ hasText: new RegExp(BALANCE.pattern) });

/**
 * A wallet user's first visit (fresh context: no service worker, no storage) until the USDT
 * balance shows, then a reload in the same context once the service worker is active.
 */
export async function walletVisit(browser, url, throttled) {
  const { context, shown } = await newPhoneContext(browser, {
    member: true,
    targets: { balance: BALANCE },
  });
  try {
    const page = await context.newPage();
    await throttle(context, page, throttled);
    const first = nextShown(shown, 'balance', TIMEOUT);
    await page.goto(url, { waitUntil: 'commit' });
    const firstMs = await first;
    await balanceLocator(page).waitFor({ state: 'visible' });
    const steps = waterfallSteps(await readTimeline(page), firstMs);
    await settle(page);
    const signedInJs = await scriptGzipBytes(page.url(), await readTimeline(page));
    const workerReady = await serviceWorkerReady(page);

    const repeated = nextShown(shown, 'balance', TIMEOUT);
    await page.reload({ waitUntil: 'commit' });
    const repeatMs = await repeated;
    await balanceLocator(page).waitFor({ state: 'visible' });
    const repeat = await readTimeline(page);
    return {
      firstMs,
      repeatMs,
      signedInJs,
      steps,
      repeatSteps: waterfallSteps(repeat, repeatMs),
      workerReady,
      repeatControlled: repeat.serviceWorker,
      repeatLoggedInAgain: repeat.resources.some((r) => r.path.endsWith('/api/login')),
    };
  } finally {
    await context.close();
  }
}

/**
 * A guest: a phone browser without a wallet, fresh context, timed until the button named
 * `connect` shows (this app's "Connect wallet"; another site's own, such as the wagmi starter's
 * "Injected"; null: none, the visit ends once the network is quiet). This app's JavaScript is
 * counted once it has told that there is no wallet (`noWallet`).
 */
export async function guestVisit(
  browser,
  url,
  throttled,
  { connect = TEXTS.connect, noWallet = TEXTS.noWallet } = {},
) {
  const targets = {};
  if (connect) targets.connect = button(connect);
  if (noWallet) targets.noWallet = { xpath: `//*[normalize-space(text())='${noWallet}']` };
  const { context, shown } = await newPhoneContext(browser, { targets });
  try {
    const page = await context.newPage();
    await throttle(context, page, throttled);
    let connectMs = Number.NaN;
    const connectShown = connect ? nextShown(shown, 'connect', TIMEOUT) : null;
    const complete = noWallet ? nextShown(shown, 'noWallet', TIMEOUT) : null;
    await page.goto(url, { waitUntil: connect ? 'commit' : 'load', timeout: TIMEOUT });
    if (connectShown) {
      connectMs = await connectShown;
      await page.getByRole('button', { name: connect, exact: true }).waitFor({ state: 'visible' });
    }
    if (complete) await complete;
    await settle(page);
    return { connectMs, guestJs: await scriptGzipBytes(page.url(), await readTimeline(page)) };
  } finally {
    await context.close();
  }
}
