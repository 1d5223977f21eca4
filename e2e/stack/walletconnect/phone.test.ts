import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignClient } from '@walletconnect/sign-client';
import type { SessionTypes } from '@walletconnect/types';
import { getSdkError } from '@walletconnect/utils';
import {
  type Hex,
  numberToHex,
  parseEther,
  stringToHex,
  verifyMessage,
  verifyTypedData,
} from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_WALLETCONNECT_PROJECT_ID } from '../build-env.mjs';
import { anvilAccounts } from '../chain/accounts';
import { type RunningChain, startChain } from '../chain/anvil';
import { localPublicClient } from '../chain/local-chain';
import { freePort } from '../processes';
import { createWebServer, type WebServer } from '../web/server';
import { createPhone, type Phone } from './phone';
import { type PhoneControls, phoneControls } from './phone-client';
import { PHONE_CONTROLS_PATH } from './phone-controls';
import { createRelay, type Relay } from './relay';

type Client = Awaited<ReturnType<typeof SignClient.init>>;

const METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
];
const EVENTS = ['chainChanged', 'accountsChanged'];

/**
 * The phone wallet as the app meets it: an app-side sign client pairs with it through the relay
 * on the web server, and a test drives it through its HTTP controls, as the `phone` fixture does.
 */
describe('the test phone wallet', () => {
  let root: string;
  let chain: RunningChain;
  let relay: Relay;
  let phone: Phone;
  let web: WebServer;
  let app: Client;
  let remote: PhoneControls;
  const outside: string[] = [];

  const control = async <T>(name: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${web.origin}${PHONE_CONTROLS_PATH}${name}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await res.json()) as { code: number; data: T; msg: string };
    if (answer.code !== 10000) throw new Error(`${name}: ${answer.msg}`);
    return answer.data;
  };

  /** The app proposes a session on chain 56; the phone is handed the link. */
  const connect = async () => {
    const { uri, approval } = await app.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:56'], methods: METHODS, events: EVENTS } },
    });
    const paired = remote.pair(uri!);
    return { paired, approval };
  };

  const request = <T>(session: SessionTypes.Struct, method: string, params: unknown[]) =>
    app.request<T>({
      topic: session.topic,
      chainId: 'eip155:56',
      request: { method, params },
    });

  beforeAll(async () => {
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith('http://127.0.0.1')) {
        outside.push(url);
        return Promise.reject(new TypeError('offline'));
      }
      return realFetch(input, init);
    });
    chain = await startChain({ port: await freePort() });
    root = mkdtempSync(path.join(tmpdir(), 'phone-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
    const port = await freePort();
    relay = createRelay();
    phone = await createPhone({
      relayUrl: `ws://127.0.0.1:${port}/relay`,
      rpcUrl: chain.rpcUrl,
      projectId: LOCAL_WALLETCONNECT_PROJECT_ID,
      name: 'phone-test',
    });
    web = await createWebServer({ port, root, relay, phone });
    remote = phoneControls(web.url);
    app = await SignClient.init({
      projectId: LOCAL_WALLETCONNECT_PROJECT_ID,
      relayUrl: `ws://127.0.0.1:${port}/relay`,
      customStoragePrefix: 'phone-test-app',
      telemetryEnabled: false,
      logger: 'fatal',
      metadata: { name: 'RWAT', description: 'app', url: web.origin, icons: [] },
    });
  });

  beforeEach(async () => {
    await remote.reset();
  });

  afterAll(async () => {
    await app?.core.relayer.transportClose();
    await phone?.stop();
    await relay?.close();
    await web?.stop();
    await chain?.stop();
    rmSync(root, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  it('approves a session on chain 56 with demo account 1, and signs what the app asks', async () => {
    const { paired, approval } = await connect();
    const session = await approval();
    expect((await paired).outcome).toBe('approved');
    const address = anvilAccounts[1].address;
    expect(session.namespaces.eip155?.accounts).toContain(`eip155:56:${address}`);
    expect(session.namespaces.eip155?.methods.sort()).toEqual([...METHODS].sort());

    const message = stringToHex('rwat.example wants you to sign in');
    const signature = await request<Hex>(session, 'personal_sign', [message, address]);
    expect(await verifyMessage({ address, message: { raw: message }, signature })).toBe(true);

    const typed = {
      domain: { name: 'RWAT', version: '1', chainId: 56 },
      types: { Order: [{ name: 'amount', type: 'uint256' }] },
      primaryType: 'Order' as const,
      message: { amount: 5n },
    };
    const json = JSON.stringify(typed, (_, v: unknown) =>
      typeof v === 'bigint' ? v.toString() : v,
    );
    const typedSignature = await request<Hex>(session, 'eth_signTypedData_v4', [address, json]);
    expect(await verifyTypedData({ address, ...typed, signature: typedSignature })).toBe(true);

    expect(remote.account).toBe(address);
    expect((await remote.sessions()).map((s) => s.peer.name)).toEqual(['RWAT']);
    expect(await remote.requests()).toEqual([
      { method: 'personal_sign', chainId: 'eip155:56', outcome: 'answered' },
      { method: 'eth_signTypedData_v4', chainId: 'eip155:56', outcome: 'answered' },
    ]);
  });

  it('signs a transaction locally and sends it through the chain', async () => {
    const { approval } = await connect();
    const session = await approval();
    const from = anvilAccounts[1].address;
    const to = anvilAccounts[7].address;
    const hash = await request<Hex>(session, 'eth_sendTransaction', [
      { from, to, value: numberToHex(parseEther('0.01')) },
    ]);
    const receipt = await localPublicClient(chain.rpcUrl).waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(from.toLowerCase());
    expect(receipt.to?.toLowerCase()).toBe(to.toLowerCase());
  });

  it('refuses the next request as a person would, then answers again', async () => {
    const { approval } = await connect();
    const session = await approval();
    const address = anvilAccounts[1].address;
    await remote.rejectNext();
    await expect(request(session, 'personal_sign', ['0x01', address])).rejects.toMatchObject({
      code: 4001,
    });
    await expect(request(session, 'personal_sign', ['0x01', address])).resolves.toMatch(/^0x/);
    // Another account's signature is never given.
    await expect(
      request(session, 'personal_sign', ['0x01', anvilAccounts[2].address]),
    ).rejects.toMatchObject({ code: 4100 });
    expect((await remote.requests()).map((r) => r.outcome)).toEqual([
      'rejected',
      'answered',
      'failed',
    ]);
  });

  it('refuses the next session proposal', async () => {
    await remote.rejectNextProposal();
    const { paired, approval } = await connect();
    await expect(approval()).rejects.toThrow();
    expect((await paired).outcome).toBe('rejected');
    expect(await remote.sessions()).toEqual([]);
  });

  it('is on another chain until the app switches it back', async () => {
    await remote.switchChain(97);
    const changed = new Promise<unknown>((resolve) =>
      app.once('session_event', ({ params }) => resolve(params.event)),
    );
    const { approval } = await connect();
    const session = await approval();
    expect(await changed).toEqual({ name: 'chainChanged', data: 97 });
    expect(await remote.chainId()).toBe(97);

    const back = new Promise<unknown>((resolve) =>
      app.once('session_event', ({ params }) => resolve(params.event)),
    );
    await request(session, 'wallet_switchEthereumChain', [{ chainId: '0x38' }]);
    expect(await back).toEqual({ name: 'chainChanged', data: 56 });
    expect(await remote.chainId()).toBe(56);
    await expect(
      request(session, 'wallet_switchEthereumChain', [{ chainId: '0x1' }]),
    ).rejects.toMatchObject({ code: 4902 });
  });

  it('refuses only the switch it was told to, letting other requests through', async () => {
    await remote.switchChain(97);
    const { approval } = await connect();
    const session = await approval();
    await remote.rejectNext({ switchTo: 56 });
    // A switch to the chain the phone is on, as an SDK may send by itself, is answered.
    await expect(
      request(session, 'wallet_switchEthereumChain', [{ chainId: '0x61' }]),
    ).resolves.toBeNull();
    await expect(
      request(session, 'wallet_switchEthereumChain', [{ chainId: '0x38' }]),
    ).rejects.toMatchObject({ code: 4001 });
    await request(session, 'wallet_switchEthereumChain', [{ chainId: '0x38' }]);
    expect(await remote.chainId()).toBe(56);
  });

  it('changes account on a live session', async () => {
    const { approval } = await connect();
    const session = await approval();
    const updated = new Promise<unknown>((resolve) =>
      app.once('session_event', ({ params }) => resolve(params.event)),
    );
    expect(await remote.switchAccount(2)).toBe(anvilAccounts[2].address);
    expect(remote.account).toBe(anvilAccounts[2].address);
    expect(await updated).toEqual({
      name: 'accountsChanged',
      data: [`eip155:56:${anvilAccounts[2].address}`],
    });
    expect(app.session.get(session.topic).namespaces.eip155?.accounts).toEqual([
      `eip155:56:${anvilAccounts[2].address}`,
    ]);
  });

  it('ends a session from the phone, and sees the app end one', async () => {
    const first = await connect();
    const session = await first.approval();
    const deleted = new Promise((resolve) => app.once('session_delete', resolve));
    expect(await remote.disconnect()).toBe(1);
    await deleted;
    expect(app.session.getAll().map((s) => s.topic)).not.toContain(session.topic);

    const second = await connect();
    const again = await second.approval();
    expect(await remote.sessions()).toHaveLength(1);
    await app.disconnect({ topic: again.topic, reason: getSdkError('USER_DISCONNECTED') });
    await vi.waitFor(async () => expect(await remote.sessions()).toEqual([]));
  });

  it('serves its page and refuses what is not a control', async () => {
    const page = await fetch(`${web.origin}/phone`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<button type="submit">Pair</button>');
    const notJson = await fetch(`${web.origin}${PHONE_CONTROLS_PATH}pair`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ uri: 'wc:x' }),
    });
    expect(notJson.status).toBe(415);
    await expect(control('pair', { uri: 'https://example.org' })).rejects.toThrow(/wc: link/);
    await expect(control('account', { account: 42 })).rejects.toThrow(/no demo account/);
    await expect(control('unknown', {})).rejects.toThrow(/no phone control/);
    expect(outside).toEqual([]);
  });
});
