import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';
import { type Hex, verifyMessage, verifyTypedData } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_TEST_PATH } from '../../../scripts/browser-settings.mjs';
import { anvilAccounts } from '../chain/accounts';
import { freePort } from '../processes';
import { createWebServer, type WebServer } from '../web/server';
import {
  ACCOUNTS,
  STORED_OPTIONS_KEY,
  type TestGlobals,
  type WalletOptions,
  type WalletState,
} from './provider';

const ANVIL = path.resolve('node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil');
// Init code that deploys a contract whose only code stores 1 in slot 0: a call to it succeeds
// with enough gas and runs out of gas otherwise.
const STORE_CONTRACT_INIT: Hex = '0x600680600b6000396000f3600160005500';
const PAGE_HTML =
  '<!DOCTYPE html><html><head><meta charset="utf-8"><title>wallet test</title></head>' +
  '<body><p>page</p></body></html>';

/** What the init script records in the page, before the wallet or any page script runs. */
interface Recorder {
  __seen: {
    announced: { uuid: string; name: string; icon: string; rdns: string }[];
    providers: unknown[];
    initializedAt: number;
    ethereumAtDomReady: boolean | null;
    events: { event: string; payload: unknown }[];
  };
}

type PageGlobals = TestGlobals & Recorder;

type CallResult =
  | { ok: true; result: unknown }
  | { ok: false; code: unknown; message: string; isError: boolean; data: unknown };

interface Receipt {
  status: Hex;
  contractAddress: Hex | null;
}

async function rpcCall(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result;
}

async function waitForRpc(url: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      await rpcCall(url, 'eth_chainId');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe('test wallet in a real browser', () => {
  let anvil: ChildProcess | undefined;
  let anvilUrl: string;
  let api: http.Server | undefined;
  let web: WebServer | undefined;
  let browser: Browser | undefined;
  let root: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const chainPort = await freePort();
    anvilUrl = `http://127.0.0.1:${chainPort}`;
    anvil = spawn(
      ANVIL,
      ['--chain-id', '56', '--host', '127.0.0.1', '--port', String(chainPort), '--silent'],
      { stdio: 'ignore' },
    );
    await waitForRpc(anvilUrl);

    api = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 10000, msg: 'ok', data: { path: req.url } }));
    });
    await new Promise<void>((resolve) => api?.listen(0, '127.0.0.1', resolve));
    const apiPort = (api.address() as AddressInfo).port;

    root = mkdtempSync(path.join(tmpdir(), 'wallet-test-'));
    writeFileSync(path.join(root, 'index.html'), PAGE_HTML);
    web = await createWebServer({
      port: 0,
      host: '127.0.0.1',
      root,
      apiUrl: `http://127.0.0.1:${apiPort}`,
      rpcUrl: anvilUrl,
      injectWallet: true,
    });
    browser = await chromium.launch({
      executablePath: CHROMIUM_TEST_PATH,
      args: CHROMIUM_FLAGS,
    });
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  afterAll(async () => {
    await browser?.close();
    await web?.stop();
    if (api) {
      api.closeAllConnections();
      await new Promise((resolve) => api?.close(resolve));
    }
    if (anvil?.pid !== undefined && anvil.exitCode === null) {
      const exited = new Promise((resolve) => anvil?.once('exit', resolve));
      process.kill(anvil.pid, 'SIGTERM');
      await exited;
    }
    if (root) rmSync(root, { recursive: true, force: true });
  });

  async function openPage(options?: WalletOptions): Promise<Page> {
    if (!browser || !web) throw new Error('stack not started');
    const context = await browser.newContext();
    contexts.push(context);
    await context.addInitScript((walletOptions: WalletOptions | null) => {
      const w = window as unknown as PageGlobals;
      w.__seen = {
        announced: [],
        providers: [],
        initializedAt: 0,
        ethereumAtDomReady: null,
        events: [],
      };
      window.addEventListener('eip6963:announceProvider', (event) => {
        const detail = (
          event as CustomEvent<{ info: Recorder['__seen']['announced'][number]; provider: unknown }>
        ).detail;
        w.__seen.announced.push({ ...detail.info });
        if (!w.__seen.providers.includes(detail.provider)) w.__seen.providers.push(detail.provider);
      });
      window.addEventListener('ethereum#initialized', () => {
        w.__seen.initializedAt = performance.now();
      });
      document.addEventListener('DOMContentLoaded', () => {
        w.__seen.ethereumAtDomReady = w.ethereum !== undefined;
      });
      if (walletOptions) w.__TEST_WALLET_OPTIONS__ = walletOptions;
    }, options ?? null);
    const page = await context.newPage();
    await page.goto(web.url);
    return page;
  }

  function call(page: Page, method: string, params?: unknown[]): Promise<CallResult> {
    return page.evaluate(
      async ({ method, params }) => {
        const provider = (window as unknown as PageGlobals).ethereum;
        if (!provider) throw new Error('no window.ethereum');
        try {
          return { ok: true as const, result: await provider.request({ method, params }) };
        } catch (error) {
          const e = error as { code?: unknown; message?: string; data?: unknown };
          return {
            ok: false as const,
            code: e.code,
            message: String(e.message),
            isError: error instanceof Error,
            data: e.data ?? null,
          };
        }
      },
      { method, params },
    );
  }

  async function result(page: Page, method: string, params?: unknown[]): Promise<unknown> {
    const outcome = await call(page, method, params);
    if (!outcome.ok) throw new Error(`${method} failed: ${outcome.code} ${outcome.message}`);
    return outcome.result;
  }

  async function receipt(page: Page, hash: unknown): Promise<Receipt> {
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    for (let attempt = 0; attempt < 50; attempt++) {
      const found = await result(page, 'eth_getTransactionReceipt', [hash]);
      if (found) return found as Receipt;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no receipt for ${String(hash)}`);
  }

  function listen(page: Page): Promise<void> {
    return page.evaluate(() => {
      const w = window as unknown as PageGlobals;
      for (const event of ['accountsChanged', 'chainChanged', 'connect', 'disconnect', 'message']) {
        w.ethereum?.on(event, (payload: never) => w.__seen.events.push({ event, payload }));
      }
    });
  }

  function events(page: Page): Promise<{ event: string; payload: unknown }[]> {
    return page.evaluate(() => (window as unknown as PageGlobals).__seen.events);
  }

  function walletState(page: Page): Promise<WalletState> {
    return page.evaluate(() => {
      const controls = (window as unknown as PageGlobals).__testWallet;
      if (!controls) throw new Error('no window.__testWallet');
      return controls.state();
    });
  }

  it('holds the chain’s unlocked development accounts, in order', async () => {
    expect(ACCOUNTS).toEqual(anvilAccounts.map((account) => account.address));
    const unlocked = (await rpcCall(anvilUrl, 'eth_accounts')) as string[];
    expect(unlocked.map((a) => a.toLowerCase())).toEqual(ACCOUNTS.map((a) => a.toLowerCase()));
  });

  it('is injected before page scripts and announced through EIP-6963', async () => {
    const page = await openPage();
    const seen = await page.evaluate(() => (window as unknown as PageGlobals).__seen);
    expect(seen.ethereumAtDomReady).toBe(true);
    expect(seen.initializedAt).toBeGreaterThan(0);
    expect(seen.announced).toHaveLength(1);
    const [info] = seen.announced;
    expect(info?.name).toBe('Test Wallet');
    expect(info?.rdns).toBe('local.rwat.testwallet');
    expect(info?.icon.startsWith('data:image/svg+xml')).toBe(true);
    expect(info?.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );

    const again = await page.evaluate(() => {
      const w = window as unknown as PageGlobals;
      window.dispatchEvent(new Event('eip6963:requestProvider'));
      return {
        count: w.__seen.announced.length,
        same: w.__seen.providers.length === 1 && w.__seen.providers[0] === w.ethereum,
      };
    });
    expect(again).toEqual({ count: 2, same: true });
    expect(await result(page, 'eth_chainId')).toBe('0x38');
    expect(await result(page, 'net_version')).toBe('56');
    expect(await result(page, 'eth_blockNumber')).toMatch(/^0x[0-9a-f]+$/);
  });

  it('connects on eth_requestAccounts and signs with the current account', async () => {
    const page = await openPage();
    await listen(page);
    expect(await result(page, 'eth_accounts')).toEqual([]);
    const notConnected = await call(page, 'personal_sign', ['0x68656c6c6f', ACCOUNTS[0]]);
    expect(notConnected).toMatchObject({ ok: false, code: 4100 });

    expect(await result(page, 'eth_requestAccounts')).toEqual([ACCOUNTS[0]]);
    expect(await result(page, 'eth_accounts')).toEqual([ACCOUNTS[0]]);
    expect(await events(page)).toEqual([
      { event: 'connect', payload: { chainId: '0x38' } },
      { event: 'accountsChanged', payload: [ACCOUNTS[0]] },
    ]);

    const message = 'Sign in to RWAT';
    const hexMessage = `0x${Buffer.from(message).toString('hex')}` as Hex;
    const signature = (await result(page, 'personal_sign', [hexMessage, ACCOUNTS[0]])) as Hex;
    expect(await verifyMessage({ address: ACCOUNTS[0]!, message, signature })).toBe(true);
    const fromText = (await result(page, 'personal_sign', [message, ACCOUNTS[0]])) as Hex;
    expect(fromText).toBe(signature);

    const wrongAccount = await call(page, 'personal_sign', [hexMessage, ACCOUNTS[1]]);
    expect(wrongAccount).toMatchObject({ ok: false, code: 4100, isError: true });

    const typedData = {
      domain: { name: 'RWAT', version: '1', chainId: 56 },
      types: { Login: [{ name: 'nonce', type: 'uint256' }] },
      primaryType: 'Login' as const,
      message: { nonce: 7n },
    };
    const json = JSON.stringify({
      ...typedData,
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        ...typedData.types,
      },
      message: { nonce: '7' },
    });
    const typedSignature = (await result(page, 'eth_signTypedData_v4', [ACCOUNTS[0], json])) as Hex;
    expect(
      await verifyTypedData({ address: ACCOUNTS[0]!, signature: typedSignature, ...typedData }),
    ).toBe(true);
  });

  it('rejects the next confirmation, or the next call of a method, with 4001', async () => {
    const page = await openPage();
    await page.evaluate(() => (window as unknown as PageGlobals).__testWallet?.rejectNext());
    expect(await result(page, 'eth_chainId')).toBe('0x38');
    const rejected = await call(page, 'eth_requestAccounts');
    expect(rejected).toEqual({
      ok: false,
      code: 4001,
      message: 'User rejected the request.',
      isError: true,
      data: null,
    });
    expect(await result(page, 'eth_accounts')).toEqual([]);
    expect(await result(page, 'eth_requestAccounts')).toEqual([ACCOUNTS[0]]);

    await page.evaluate(() =>
      (window as unknown as PageGlobals).__testWallet?.rejectNext('personal_sign'),
    );
    expect(await result(page, 'eth_sendTransaction', [{ to: ACCOUNTS[1], value: '0x1' }])).toMatch(
      /^0x/,
    );
    expect(await call(page, 'personal_sign', ['0x00', ACCOUNTS[0]])).toMatchObject({
      ok: false,
      code: 4001,
    });
    expect(await call(page, 'personal_sign', ['0x00', ACCOUNTS[0]])).toMatchObject({ ok: true });

    const log = await page.evaluate(
      () => (window as unknown as PageGlobals).__testWallet?.requests ?? [],
    );
    expect(log.filter((entry) => entry.method === 'personal_sign')).toHaveLength(2);
    expect(log.filter((entry) => entry.method === 'eth_requestAccounts')).toHaveLength(2);
    expect(log[0]).toMatchObject({ method: 'eth_chainId', wallet: 'Test Wallet' });
    expect(typeof log[0]?.at).toBe('number');
  });

  it('answers 4902 for an unknown chain, and adds then switches with chainChanged', async () => {
    const page = await openPage();
    await listen(page);
    const unknown = await call(page, 'wallet_switchEthereumChain', [{ chainId: '0x61' }]);
    expect(unknown).toMatchObject({ ok: false, code: 4902, isError: true });

    const added = await call(page, 'wallet_addEthereumChain', [
      {
        chainId: '0x61',
        chainName: 'Test chain',
        nativeCurrency: { name: 'tBNB', symbol: 'tBNB', decimals: 18 },
        rpcUrls: ['http://127.0.0.1:1'],
      },
    ]);
    expect(added).toEqual({ ok: true, result: null });
    expect(await result(page, 'eth_chainId')).toBe('0x61');

    const onOtherChain = await call(page, 'eth_requestAccounts');
    expect(onOtherChain.ok).toBe(true);
    const send = await call(page, 'eth_sendTransaction', [{ to: ACCOUNTS[1], value: '0x1' }]);
    expect(send).toMatchObject({ ok: false, code: 4901 });

    expect(await result(page, 'wallet_switchEthereumChain', [{ chainId: '0x38' }])).toBeNull();
    expect(await result(page, 'eth_chainId')).toBe('0x38');
    const chainEvents = (await events(page)).filter((e) => e.event === 'chainChanged');
    expect(chainEvents.map((e) => e.payload)).toEqual(['0x61', '0x38']);

    await page.evaluate(() => (window as unknown as PageGlobals).__testWallet?.failSwitch(4001));
    expect(await call(page, 'wallet_switchEthereumChain', [{ chainId: '0x61' }])).toMatchObject({
      ok: false,
      code: 4001,
    });
    await page.evaluate(() => (window as unknown as PageGlobals).__testWallet?.failSwitch(-32603));
    expect(await call(page, 'wallet_addEthereumChain', [{ chainId: '0x61' }])).toMatchObject({
      ok: false,
      code: -32603,
    });
    expect(await result(page, 'wallet_switchEthereumChain', [{ chainId: '0x61' }])).toBeNull();
    expect(await result(page, 'eth_chainId')).toBe('0x61');
  });

  it('sends a value transfer that is mined, and revertNext mines a failed one', async () => {
    const page = await openPage({ autoConnected: true, account: 2 });
    expect(await result(page, 'eth_accounts')).toEqual([ACCOUNTS[2]]);
    const before = BigInt(
      (await rpcCall(anvilUrl, 'eth_getBalance', [ACCOUNTS[9], 'latest'])) as string,
    );
    const hash = await result(page, 'eth_sendTransaction', [
      { from: ACCOUNTS[2], to: ACCOUNTS[9], value: '0xde0b6b3a7640000' },
    ]);
    expect((await receipt(page, hash)).status).toBe('0x1');
    const after = BigInt(
      (await rpcCall(anvilUrl, 'eth_getBalance', [ACCOUNTS[9], 'latest'])) as string,
    );
    expect(after - before).toBe(10n ** 18n);

    const wrongFrom = await call(page, 'eth_sendTransaction', [
      { from: ACCOUNTS[3], to: ACCOUNTS[9] },
    ]);
    expect(wrongFrom).toMatchObject({ ok: false, code: 4100 });

    await page.evaluate(() => (window as unknown as PageGlobals).__testWallet?.revertNext());
    const failedTransfer = await result(page, 'eth_sendTransaction', [
      { to: ACCOUNTS[9], value: '0x1' },
    ]);
    expect((await receipt(page, failedTransfer)).status).toBe('0x0');

    const deployed = await receipt(
      page,
      await result(page, 'eth_sendTransaction', [{ data: STORE_CONTRACT_INIT }]),
    );
    expect(deployed.status).toBe('0x1');
    const contract = deployed.contractAddress;
    const approveLike =
      '0x095ea7b3000000000000000000000000f39fd6e51aad88f6f4ce6ab8827279cfffb92266' +
      'ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff';
    const ok = await result(page, 'eth_sendTransaction', [{ to: contract, data: approveLike }]);
    expect((await receipt(page, ok)).status).toBe('0x1');
    await page.evaluate(() => (window as unknown as PageGlobals).__testWallet?.revertNext());
    const reverted = await result(page, 'eth_sendTransaction', [
      { to: contract, data: approveLike, gas: '0x30000' },
    ]);
    const failed = await receipt(page, reverted);
    expect(failed.status).toBe('0x0');
    const tx = (await result(page, 'eth_getTransactionByHash', [reverted])) as { to: string };
    expect(tx.to.toLowerCase()).toBe(contract?.toLowerCase());
    const next = await result(page, 'eth_sendTransaction', [{ to: contract, data: approveLike }]);
    expect((await receipt(page, next)).status).toBe('0x1');
  });

  it('defines window.ethereum late when asked and then fires ethereum#initialized', async () => {
    const page = await openPage({ injectDelayMs: 1500 });
    const early = await page.evaluate(() => {
      const w = window as unknown as PageGlobals;
      return {
        atDomReady: w.__seen.ethereumAtDomReady,
        now: w.ethereum !== undefined,
        controls: w.__testWallet !== undefined,
        injected: w.__testWallet?.state().injected,
      };
    });
    expect(early).toEqual({ atDomReady: false, now: false, controls: true, injected: false });
    await page.waitForFunction(() => (window as unknown as PageGlobals).__seen.initializedAt > 0);
    const late = await page.evaluate(() => {
      const w = window as unknown as PageGlobals;
      return {
        at: w.__seen.initializedAt,
        defined: w.ethereum !== undefined,
        announced: w.__seen.announced.length,
      };
    });
    expect(late.defined).toBe(true);
    expect(late.announced).toBe(1);
    expect(late.at).toBeGreaterThanOrEqual(1400);
    expect(await result(page, 'eth_chainId')).toBe('0x38');
  });

  it('takes options a page of the origin left in sessionStorage, as a WebDriver story does', async () => {
    const page = await openPage();
    expect(
      await page.evaluate(() => (window as unknown as PageGlobals).ethereum !== undefined),
    ).toBe(true);
    await page.evaluate(
      (key) => sessionStorage.setItem(key, JSON.stringify({ injectDelayMs: 600_000 })),
      STORED_OPTIONS_KEY,
    );
    await page.reload();
    const held = await page.evaluate(() => {
      const w = window as unknown as PageGlobals;
      return { defined: w.ethereum !== undefined, injected: w.__testWallet?.state().injected };
    });
    expect(held).toEqual({ defined: false, injected: false });
  });

  it('keeps account, chain, connection and known chains across a reload', async () => {
    const page = await openPage();
    await result(page, 'eth_requestAccounts');
    await result(page, 'wallet_addEthereumChain', [{ chainId: '0x61' }]);
    await listen(page);
    await page.evaluate(() => (window as unknown as PageGlobals).__testWallet?.switchAccount(3));
    expect(await events(page)).toEqual([{ event: 'accountsChanged', payload: [ACCOUNTS[3]] }]);
    await page.reload();
    expect(await result(page, 'eth_accounts')).toEqual([ACCOUNTS[3]]);
    expect(await result(page, 'eth_chainId')).toBe('0x61');
    expect(await walletState(page)).toMatchObject({
      account: ACCOUNTS[3],
      accountIndex: 3,
      chainId: 97,
      connected: true,
      knownChains: [56, 97],
    });
    const stored = await page.evaluate(() => sessionStorage.getItem('__testWallet'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ chainId: 97, connected: true });

    await page.evaluate(() => (window as unknown as PageGlobals).__testWallet?.switchChain(56));
    await listen(page);
    await page.evaluate(() => (window as unknown as PageGlobals).__testWallet?.disconnect());
    expect(await events(page)).toEqual([{ event: 'accountsChanged', payload: [] }]);
    await page.reload();
    expect(await result(page, 'eth_accounts')).toEqual([]);
    expect(await result(page, 'eth_chainId')).toBe('0x38');
  });

  it('looks like an in-app wallet when given a flavour', async () => {
    const page = await openPage({ flavour: 'tokenpocket' });
    const look = await page.evaluate(() => {
      const w = window as unknown as PageGlobals;
      const provider = w.ethereum as unknown as Record<string, unknown>;
      return {
        isTokenPocket: provider.isTokenPocket,
        isMetaMask: provider.isMetaMask,
        userAgent: navigator.userAgent,
        announced: w.__seen.announced.map(({ name, rdns }) => ({ name, rdns })),
      };
    });
    expect(look.isTokenPocket).toBe(true);
    expect(look.userAgent).toContain('TokenPocket');
    expect(look.announced).toEqual([{ name: 'TokenPocket', rdns: 'pro.tokenpocket' }]);
  });

  it('announces a second, distinct provider when asked', async () => {
    const page = await openPage({ secondWallet: true });
    const seen = await page.evaluate(async () => {
      const w = window as unknown as PageGlobals;
      const second = w.__seen.providers[1] as {
        request(args: { method: string }): Promise<unknown>;
      };
      return {
        announced: w.__seen.announced,
        distinct: w.__seen.providers.length === 2 && w.__seen.providers[0] !== second,
        chainId: await second.request({ method: 'eth_chainId' }),
        wallets: w.__testWallet?.requests.map((entry) => entry.wallet),
      };
    });
    expect(seen.announced.map((info) => info.name)).toEqual(['Test Wallet', 'Second Test Wallet']);
    expect(new Set(seen.announced.map((info) => info.uuid)).size).toBe(2);
    expect(seen.distinct).toBe(true);
    expect(seen.chainId).toBe('0x38');
    expect(seen.wallets).toEqual(['Second Test Wallet']);
  });

  it('reaches the chain and the API through the same-origin proxy', async () => {
    const page = await openPage();
    const answers = await page.evaluate(async () => {
      const rpc = await fetch('/rpc', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      });
      const api = await fetch('/api/ping?x=1');
      return { rpc: await rpc.json(), api: await api.json() };
    });
    expect(answers.rpc).toMatchObject({ result: '0x38' });
    expect(answers.api).toEqual({ code: 10000, msg: 'ok', data: { path: '/api/ping?x=1' } });
    expect(readFileSync(path.join(root, 'index.html'), 'utf8')).toBe(PAGE_HTML);
  });
});
