import { readFileSync } from 'node:fs';
import type { WebDriver } from 'selenium-webdriver';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, test } from 'vitest';
import type { Balances } from '../../lib/api/contract';
import { anvilAccounts } from '../stack/chain/accounts';
import { click, find, hidden, openWebKit, type, until, visible } from './page';
import { readApi, resetApi, rpc } from './stack-controls';

const stack = inject('stack');
const ACCOUNT_1 = anvilAccounts[1]!.address;
const ACCOUNT_3 = anvilAccounts[3]!.address;
const fa = JSON.parse(readFileSync('messages/fa.json', 'utf8')) as {
  tabs: Record<string, string>;
  routes: Record<string, string>;
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

/** A fresh visit: no stored session, language or wallet state; the wallet on `account`. */
async function freshVisit(account: number, url = `${stack.webUrl}/`): Promise<void> {
  await driver.get(url);
  await driver.executeScript(
    (index: number) => {
      window.sessionStorage.clear();
      window.localStorage.clear();
      (
        window as unknown as { __testWallet: { switchAccount(a: number): Promise<void> } }
      ).__testWallet.switchAccount(index);
    },
    account,
  );
  await driver.navigate().refresh();
  await visible(driver, '//main[@aria-busy="false"]');
}

/**
 * Signs in as a person does: "Connect wallet" unless the wallet browser is already signing in,
 * until the home says "Signed in as".
 */
async function signIn(account = 1): Promise<`0x${string}`> {
  await freshVisit(account);
  const signedIn = find.text('Signed in as');
  await driver.wait(
    async () => {
      if ((await driver.findElements({ xpath: signedIn })).length > 0) return true;
      const connect = await driver.findElements({ xpath: find.button('Connect wallet') });
      for (const button of connect) {
        if ((await button.isDisplayed().catch(() => false)) && (await button.isEnabled())) {
          await button.click().catch(() => undefined);
        }
      }
      return false;
    },
    30_000,
    'never signed in',
  );
  const line = await visible(driver, signedIn);
  const address = anvilAccounts[account]!.address;
  expect(await line.getText()).toContain(address);
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
const stat = (label: string) =>
  `//*[text()[normalize-space(.)=${JSON.stringify(label)}]]/..`;

const toast = (text: string) => find.text(text, '//*[@role="status"]');

describe('in WebKit', () => {
  test('signing in shows who is signed in and their balances', async () => {
    const me = await signIn();
    expect(me).toBe(ACCOUNT_1);
    const balances = await readApi<Balances>(stack.apiUrl, '/api/user/balance', await sessionToken());
    const usdt = await visible(driver, stat('USDT balance'));
    await until(driver, () => usdt.getText(), (t) => t.includes(`${shown(balances.USDT)} USDT`), 'USDT balance');
    const rwac = await visible(driver, stat('RWAC balance'));
    await until(driver, () => rwac.getText(), (t) => t.includes(`${shown(balances.RWAC)} RWAC`), 'RWAC balance');
  });
});

export { ACCOUNT_3, click, fa, hidden, toast, type };
