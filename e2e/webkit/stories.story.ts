import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Big from 'big.js';
import type { WebDriver } from 'selenium-webdriver';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, test } from 'vitest';
import type { Balances } from '@/lib/contract/contract';
import { anvilAccounts } from '../stack/chain/accounts';
import { start } from '../stack/processes';
import { STORED_OPTIONS_KEY } from '../stack/wallet/provider';
import { phoneControls } from '../stack/walletconnect/phone-client';
import {
  attributeUntil,
  click,
  find,
  hidden,
  literal,
  openWebKit,
  textUntil,
  type,
  until,
  visible,
} from './page';
import { readApi, resetApi, rpc } from './stack-controls';

const stack = inject('stack');
const ACCOUNT_1 = anvilAccounts[1]!.address;
const ACCOUNT_3 = anvilAccounts[3]!.address;
const fa = JSON.parse(readFileSync('messages/fa.json', 'utf8')) as {
  tabs: Record<'home' | 'staking' | 'assets' | 'flash' | 'team' | 'label', string>;
  routes: { home: string };
  app: { refresh: string };
};

let driver: WebDriver;
let snapshot = '';

beforeAll(async () => {
  driver = await openWebKit(inject('driverUrl'));
});
afterAll(async () => {
  await driver?.quit();
});

// Every story starts from the seed data and the same chain state, as in the Playwright suite.
beforeEach(async () => {
  await resetApi(stack.apiUrl);
  snapshot = await rpc<string>(stack.rpcUrl, 'evm_snapshot');
});
afterEach(async () => {
  await rpc(stack.rpcUrl, 'evm_revert', [snapshot]);
});

/**
 * A fresh visit: no stored session, language or wallet state; the wallet on `account`. Storage
 * is cleared on a static file of the same origin, where no app runs that could write its
 * session back before it unloads. Done when home shows its own controls (its Refresh button),
 * which only the running app draws.
 */
async function freshVisit(account: number, url = `${stack.webUrl}/`): Promise<void> {
  await driver.get(`${stack.webUrl}/manifest.webmanifest`);
  await driver.executeScript(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
  // The wallet starts afresh (account 0, not connected) and keeps a switch across the reload.
  await driver.get(url);
  await until(
    driver,
    () => driver.executeScript<boolean>(() => '__testWallet' in window),
    (ready) => ready,
    'the test wallet',
  );
  await driver.executeScript((index: number) => {
    (
      window as unknown as { __testWallet: { switchAccount(a: number): void } }
    ).__testWallet.switchAccount(index);
  }, account);
  await driver.navigate().refresh();
  await visible(driver, find.button('Refresh'));
}

/** What the page shows and what the wallet was asked, for a failure message. */
async function pageReport(): Promise<string> {
  return driver
    .executeScript<string>(() => {
      const wallet = (
        window as unknown as {
          __testWallet?: { state(): unknown; requests: { method: string }[] };
        }
      ).__testWallet;
      return JSON.stringify({
        url: window.location.href,
        // biome-ignore lint/performance/useDomNodeTextContent: what a person sees is the point
        text: document.body.innerText.slice(0, 600),
        wallet: wallet?.state(),
        asked: wallet?.requests.map((request) => request.method),
      });
    })
    .catch((error: unknown) => String(error));
}

/**
 * Signs in as a person does: one tap on "Connect wallet", then the header shows the account's
 * chip ("Account 0x1234…abcd").
 */
async function signIn(account = 1): Promise<`0x${string}`> {
  await freshVisit(account);
  const address = anvilAccounts[account]!.address;
  await click(driver, find.button('Connect wallet'));
  const signedIn = find.button(`Account ${address.slice(0, 6)}…${address.slice(-4)}`);
  await visible(driver, signedIn).catch(async () => {
    throw new Error(`never signed in: ${await pageReport()}`);
  });
  return address;
}

const sessionToken = () =>
  driver.executeScript<string>(
    () =>
      (
        JSON.parse(window.sessionStorage.getItem('rwat:session') ?? '{}') as {
          user?: { token?: string };
        }
      ).user?.token ?? '',
  );

/** An amount as the app shows it in English: grouped, at most four places, exact. */
function shown(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const cut = fraction.slice(0, 4).replace(/0+$/, '');
  const grouped = new Intl.NumberFormat('en').format(BigInt(whole));
  return cut ? `${grouped}.${cut}` : grouped;
}

/** The value beside a label in a stat list (the label's parent holds both). */
const stat = (label: string) => `//*[text()[normalize-space(.)=${literal(label)}]]/..`;

const toast = (text: string) => find.text(text, '//*[@role="status"]');

describe('in WebKit', () => {
  test('signing in shows who is signed in and their balances', async () => {
    const me = await signIn();
    expect(me).toBe(ACCOUNT_1);
    const balances = await readApi<Balances>(
      stack.apiUrl,
      '/api/user/balance',
      await sessionToken(),
    );
    await textUntil(
      driver,
      stat('USDT balance'),
      (t) => t.includes(`${shown(balances.USDT)} USDT`),
      'USDT balance',
    );
    await textUntil(
      driver,
      stat('RWAC balance'),
      (t) => t.includes(`${shown(balances.RWAC)} RWAC`),
      'RWAC balance',
    );
  });

  test('a deposit tops up the balance and its record succeeds', async () => {
    await signIn();
    const before = await readApi<Balances>(stack.apiUrl, '/api/user/balance', await sessionToken());
    await driver.get(`${stack.webUrl}/#/pages/assets/topup`);
    const usdt = await visible(driver, '//label[normalize-space(.)="USDT"]/input[@type="radio"]');
    expect(await usdt.isSelected()).toBe(true);
    await type(driver, 'Amount', '25');
    await click(driver, find.button('Top up'));
    await click(driver, find.button('Confirm', find.dialog('Review your deposit')));
    await visible(driver, toast('Submitted successfully'));
    await textUntil(
      driver,
      `${find.list('Recent deposits')}/li[1]`,
      (t) => t.includes('25 USDT') && t.includes('Success'),
      'the new deposit record',
    );
    await hidden(driver, find.text('Waiting for confirmation…'));

    await driver.get(`${stack.webUrl}/#/pages/index/index`);
    const expected = `${shown(new Big(before.USDT).plus(25).toFixed())} USDT`;
    await textUntil(driver, stat('USDT balance'), (t) => t.includes(expected), expected);
  });

  test('a withdrawal is reviewed, confirmed and submitted for review', async () => {
    await signIn();
    await driver.get(`${stack.webUrl}/#/pages/assets/Withdraw`);
    await type(driver, 'Withdrawal address', ACCOUNT_3);
    await type(driver, 'Withdrawal amount', '20');
    await click(driver, find.button('Withdraw'));
    const dialog = find.dialog('Please confirm');
    await visible(driver, find.text('Withdraw 20 USDT to this address:', dialog));
    await visible(driver, `${dialog}//*[normalize-space(.)=${literal(ACCOUNT_3)}]`);
    await click(driver, find.button('Confirm', dialog));
    await visible(driver, toast('Withdrawal submitted for review'));
    await hidden(driver, dialog);

    await click(driver, `//a[normalize-space(.)="Withdrawal records"]`);
    await textUntil(
      driver,
      `${find.list('Withdrawal records')}/li[1]`,
      // The address is shortened in the middle in a list (shown whole on request).
      (t) =>
        t.includes('Pending review') &&
        t.includes('20 USDT') &&
        t.includes(`${ACCOUNT_3.slice(0, 6)}…${ACCOUNT_3.slice(-4)}`),
      'the new withdrawal record',
    );
  });

  test('the app speaks Persian, right to left, and keeps it after a reload', async () => {
    await freshVisit(0);
    await click(driver, find.button('Language'));
    await click(driver, find.button('فارسی', find.dialog('Language')));
    await attributeUntil(driver, '/html', 'lang', (lang) => lang === 'fa');
    await attributeUntil(driver, '/html', 'dir', (dir) => dir === 'rtl');

    await textUntil(driver, find.h1(), (t) => t === fa.routes.home, 'the Persian heading');
    const nav = `//nav[@aria-label=${literal(fa.tabs.label)}]`;
    for (const tab of ['home', 'staking', 'assets', 'flash', 'team'] as const)
      await visible(driver, `${nav}//a[@aria-label=${literal(fa.tabs[tab])}]`);

    // Once the app runs again, the document still reads right to left.
    await driver.navigate().refresh();
    await visible(driver, find.button(fa.app.refresh));
    await textUntil(driver, find.h1(), (t) => t === fa.routes.home, 'the Persian heading');
    await visible(driver, `${nav}//a[@aria-label=${literal(fa.tabs.assets)}]`);
    const html = await driver.findElement({ xpath: '/html' });
    expect(await html.getAttribute('lang')).toBe('fa');
    expect(await html.getAttribute('dir')).toBe('rtl');
  });

  // Longer than the others: the WalletConnect SDK loads on the tap, and without Verify's
  // stand-in (a Playwright route) each proposal waits 5 s for Verify.
  test('with no wallet in the browser, a wallet app pairs through WalletConnect and signs in', {
    timeout: 120_000,
  }, async () => {
    const phone = phoneControls(stack.webUrl);
    await phone.reset();
    // No wallet in this browser: the test wallet is held back for this load (no init scripts
    // in WebDriver, so the option is left in the origin's sessionStorage first).
    await driver.get(`${stack.webUrl}/manifest.webmanifest`);
    await driver.executeScript((key: string) => {
      window.sessionStorage.clear();
      window.localStorage.clear();
      window.sessionStorage.setItem(key, JSON.stringify({ injectDelayMs: 600_000 }));
    }, STORED_OPTIONS_KEY);
    try {
      await driver.get(`${stack.webUrl}/`);
      await visible(driver, find.text('No wallet found'));
      await click(driver, find.button('Connect a wallet app'));
      // A computer's browser: the QR code and "Copy link", once the WalletConnect SDK (loaded on
      // this tap) has made the link. What the button copies is what the person pastes into the
      // wallet app (WebDriver cannot read the system's clipboard).
      const dialog = find.dialog('Connect a wallet app');
      await visible(driver, find.button('Copy link', dialog), 45_000);
      await driver.executeScript(() => {
        const copied: string[] = [];
        (window as unknown as { __copied: string[] }).__copied = copied;
        if (navigator.clipboard)
          navigator.clipboard.writeText = async (text: string) => {
            copied.push(text);
          };
        document.addEventListener('copy', (event) => {
          const from = event.target;
          if (from instanceof HTMLTextAreaElement) copied.push(from.value);
        });
      });
      await click(driver, find.button('Copy link', dialog));
      const uri = await until(
        driver,
        () =>
          driver.executeScript<string>(
            () => (window as unknown as { __copied: string[] }).__copied.at(-1) ?? '',
          ),
        (copied) => copied.startsWith('wc:'),
        'the copied pairing link',
      );
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);

      expect(await phone.pair(uri)).toMatchObject({ outcome: 'approved' });
      const address = phone.account;
      await visible(
        driver,
        find.button(`Account ${address.slice(0, 6)}…${address.slice(-4)}`),
      ).catch(async () => {
        throw new Error(`never signed in: ${await pageReport()}`);
      });
      await visible(driver, find.text('USDT balance'));
      const asked = (await phone.requests()).map((r) => r.method);
      expect(asked).toContain('personal_sign');
    } finally {
      await phone.reset();
      await driver.executeScript(() => window.sessionStorage.clear()).catch(() => undefined);
    }
  });

  test('after the first visit the app opens with its server gone', async () => {
    // A server of its own, so stopping it leaves the stack running: to the page, its origin is
    // offline (WebDriver has no network switch).
    const server = start('web server', join('node_modules', '.bin', 'tsx'), [
      'e2e/stack/web/main.ts',
      '--port',
      '0',
      '--root',
      'out',
      '--api',
      stack.apiUrl,
      '--rpc',
      stack.rpcUrl,
    ]);
    try {
      const url = await until(
        driver,
        async () => /web: (http:\/\/\S+\/)/.exec(server.output())?.[1] ?? '',
        (found) => found !== '',
        'the web server URL',
      );
      await driver.get(url);
      await visible(driver, find.h1());
      await driver.executeAsyncScript((done: () => void) => {
        void navigator.serviceWorker.ready.then(() => done());
      });
      await driver.navigate().refresh();
      await until(
        driver,
        () => driver.executeScript<boolean>(() => navigator.serviceWorker.controller !== null),
        (controlled) => controlled,
        'the service worker controls the page',
      );

      await server.stop();
      await expect(fetch(url)).rejects.toThrow();
      await driver.navigate().refresh();
      await textUntil(driver, find.h1(), (t) => t === 'Home', 'the home heading offline');
      await visible(driver, `//nav[@aria-label="Main"]//a[normalize-space(.)="Assets"]`);
      expect(
        await driver.executeScript<boolean>(() => navigator.serviceWorker.controller !== null),
      ).toBe(true);
    } finally {
      await server.stop();
    }
  });
});
