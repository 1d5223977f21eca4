import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignClient } from '@walletconnect/sign-client';
import { getSdkError } from '@walletconnect/utils';
import { type Hex, stringToHex, verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { anvilAccounts } from '../chain/accounts';
import { createWebServer, type WebServer } from '../web/server';
import { createRelay, type Relay } from './relay';

const PROJECT_ID = '0123456789abcdef0123456789abcdef';
const account = privateKeyToAccount(anvilAccounts[1].privateKey);
const caip10 = `eip155:56:${account.address}`;

type Client = Awaited<ReturnType<typeof SignClient.init>>;

/** The two official SDK clients, an app and a wallet, pair through the local relay alone. */
describe('the official sign client over the local relay', () => {
  let root: string;
  let web: WebServer;
  let relay: Relay;
  let app: Client;
  let wallet: Client;
  const outside: string[] = [];

  beforeAll(async () => {
    // Every request the SDK makes to anywhere but the relay is recorded, and fails.
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith('http://127.0.0.1')) {
        outside.push(url);
        return Promise.reject(new TypeError('offline'));
      }
      return realFetch(input, init);
    });
    root = mkdtempSync(path.join(tmpdir(), 'relay-sdk-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
    relay = createRelay();
    web = await createWebServer({ port: 0, root, relay });
    const relayUrl = `ws://127.0.0.1:${web.port}/relay`;
    const common = { projectId: PROJECT_ID, relayUrl, telemetryEnabled: false, logger: 'fatal' };
    app = await SignClient.init({
      ...common,
      customStoragePrefix: 'sdk-test-app',
      metadata: { name: 'App', description: 'app', url: 'http://127.0.0.1', icons: [] },
    });
    wallet = await SignClient.init({
      ...common,
      customStoragePrefix: 'sdk-test-wallet',
      metadata: { name: 'Wallet', description: 'wallet', url: 'http://127.0.0.1', icons: [] },
    });
    wallet.on('session_proposal', ({ id }) => {
      void wallet.approve({
        id,
        namespaces: {
          eip155: {
            chains: ['eip155:56'],
            accounts: [caip10],
            methods: ['personal_sign'],
            events: ['chainChanged', 'accountsChanged'],
          },
        },
      });
    });
    wallet.on('session_request', ({ id, topic, params }) => {
      const [message] = params.request.params as [Hex, string];
      void account
        .signMessage({ message: { raw: message } })
        .then((result) => wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } }));
    });
  });

  afterAll(async () => {
    await app?.core.relayer.transportClose();
    await wallet?.core.relayer.transportClose();
    await relay.close();
    await web.stop();
    rmSync(root, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  it('pairs, signs a message the app verifies, and ends on both sides', async () => {
    const { uri, approval } = await app.connect({
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:56'],
          methods: ['personal_sign'],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    });
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    await wallet.pair({ uri: uri! });
    const session = await approval();
    expect(session.namespaces.eip155?.accounts).toEqual([caip10]);

    const message = stringToHex('Sign in to RWAT');
    const signature = await app.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:56',
      request: { method: 'personal_sign', params: [message, account.address] },
    });
    expect(
      await verifyMessage({ address: account.address, message: { raw: message }, signature }),
    ).toBe(true);

    const ended = new Promise((resolve) => wallet.once('session_delete', resolve));
    await app.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') });
    await ended;
    expect(wallet.session.getAll()).toEqual([]);
    expect(outside).toEqual([]);
  });
});
