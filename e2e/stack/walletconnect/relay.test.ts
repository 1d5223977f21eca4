import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateKeyPair, type Keypair, signJWT } from '@walletconnect/relay-auth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createWebServer, type WebServer } from '../web/server';
import { createRelay, type Relay, RelayError, type RelayLimits } from './relay';

const TOPIC_A = 'a'.repeat(64);
const TOPIC_B = 'b'.repeat(64);

interface Rpc {
  id?: number | string;
  method?: string;
  params?: { id: string; data: Record<string, unknown> };
  result?: unknown;
  error?: { code: number; message: string };
}

/** A raw relay client: JSON-RPC requests, and the deliveries it received. */
interface RawClient {
  socket: WebSocket;
  request(method: string, params: unknown): Promise<Rpc>;
  /** The next `irn_subscription` delivery (acknowledged, as the SDK does). */
  delivery(): Promise<Rpc>;
  /** Deliveries received so far that no `delivery()` took. */
  waiting(): Rpc[];
  closed: Promise<number>;
}

let nextId = 1;

/** The `auth` query parameter the SDK sends: a JWT signed by the client's kept key. */
async function auth(key: Keypair, { ttl = 86_400, iat }: { ttl?: number; iat?: number } = {}) {
  return signJWT('a-random-subject', 'ws://relay', ttl, key, iat);
}

interface OpenOptions {
  /** The client's kept key (its `client_id`); a new one by default. */
  key?: Keypair;
  /** Whether deliveries are acknowledged, as the SDK does on receiving one. */
  acknowledge?: boolean;
  /** When its JWT was issued, in seconds: the relay's clock, where a test sets it. */
  issuedAt?: number;
}

async function open(
  url: string,
  { key = generateKeyPair(), acknowledge = true, issuedAt }: OpenOptions = {},
): Promise<RawClient> {
  const signed = new URL(url);
  signed.searchParams.set('auth', await auth(key, { iat: issuedAt }));
  return openSocket(signed.href, acknowledge);
}

function openSocket(url: string, acknowledge = true): Promise<RawClient> {
  const socket = new WebSocket(url);
  const answers = new Map<number | string, (rpc: Rpc) => void>();
  const deliveries: Rpc[] = [];
  const waiters: ((rpc: Rpc) => void)[] = [];
  socket.on('message', (data) => {
    const rpc = JSON.parse(String(data)) as Rpc;
    if (rpc.method === 'irn_subscription') {
      if (acknowledge) socket.send(JSON.stringify({ id: rpc.id, jsonrpc: '2.0', result: true }));
      const waiter = waiters.shift();
      if (waiter) waiter(rpc);
      else deliveries.push(rpc);
    } else if (rpc.id !== undefined) answers.get(rpc.id)?.(rpc);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        socket,
        closed,
        request: (method, params) =>
          new Promise((answer) => {
            const id = nextId++;
            answers.set(id, answer);
            socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }));
          }),
        delivery: () => {
          const ready = deliveries.shift();
          return ready ? Promise.resolve(ready) : new Promise((resolve) => waiters.push(resolve));
        },
        waiting: () => [...deliveries],
      }),
    );
  });
}

/** Lets messages in flight arrive before checking that none came. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('the relay on the web server', () => {
  let root: string;
  let web: WebServer;
  let relay: Relay;
  let url: string;
  const clients: RawClient[] = [];
  const connect = async (query = '', options: OpenOptions = {}) => {
    const client = await open(`${url}${query}`, options);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'relay-web-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
    relay = createRelay();
    web = await createWebServer({ port: 0, root, relay });
    url = `ws://127.0.0.1:${web.port}/relay`;
  });

  afterEach(() => {
    for (const client of clients.splice(0)) client.socket.terminate();
  });

  afterAll(async () => {
    await relay.close();
    await web.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('delivers a published message to the other subscribers, not back to the sender', async () => {
    const app = await connect('?projectId=0123&ua=test');
    const wallet = await connect();
    const third = await connect();
    for (const client of [app, wallet, third]) {
      const subscribed = await client.request('irn_subscribe', { topic: TOPIC_A });
      expect(subscribed.result).toMatch(/^[0-9a-f]{64}$/);
    }
    const published = await app.request('irn_publish', {
      topic: TOPIC_A,
      message: 'c2VhbGVk',
      ttl: 300,
      tag: 1100,
      prompt: true,
      attestation: 'eyJhbGciOiJFUzI1NiJ9.e30.c2ln',
    });
    expect(published.result).toBe(true);
    for (const client of [wallet, third]) {
      const delivered = await client.delivery();
      expect(delivered.params?.data).toMatchObject({
        topic: TOPIC_A,
        message: 'c2VhbGVk',
        tag: 1100,
        attestation: '',
      });
      expect(delivered.params?.data.publishedAt).toEqual(expect.any(Number));
    }
    await settle();
    expect(app.waiting()).toEqual([]);
  });

  it('refuses a socket without a client JWT whose signature holds', async () => {
    const key = generateKeyPair();
    const other = generateKeyPair();
    const valid = await auth(key);
    const [header, payload] = valid.split('.');
    const signedByOther = (await auth(other)).split('.')[2];
    const refused = [
      '',
      '?auth=not.a.jwt',
      // Claims the key's identity, signed by another key.
      `?auth=${header}.${payload}.${signedByOther}`,
      // Expired an hour ago.
      `?auth=${await auth(key, { ttl: 60, iat: Math.floor(Date.now() / 1000) - 3600 })}`,
      `?auth=${'a'.repeat(4096)}`,
    ];
    for (const query of refused) await expect(openSocket(`${url}${query}`)).rejects.toThrow(/401/);
    const accepted = await openSocket(`${url}?auth=${valid}`);
    clients.push(accepted);
    expect((await accepted.request('irn_subscribe', { topic: TOPIC_A })).result).toBeTruthy();
  });

  it('delivers a stored message once per client: a reopened app is not handed what it took', async () => {
    const topic = '5'.repeat(64);
    const key = generateKeyPair();
    const wallet = await connect();
    await wallet.request('irn_publish', { topic, message: 'Y2hhaW4gOTc=', ttl: 300 });
    const app = await connect('', { key });
    await app.request('irn_subscribe', { topic });
    expect((await app.delivery()).params?.data.message).toBe('Y2hhaW4gOTc=');
    await settle();
    app.socket.terminate();

    // The same client (the same kept key) on a new socket, as a reloaded page is.
    const reopened = await connect('', { key });
    await reopened.request('irn_subscribe', { topic });
    expect((await reopened.request('irn_batchFetchMessages', { topics: [topic] })).result).toEqual({
      messages: [],
      hasMore: false,
    });
    await wallet.request('irn_publish', { topic, message: 'Y2hhaW4gNTY=', ttl: 300 });
    expect((await reopened.delivery()).params?.data.message).toBe('Y2hhaW4gNTY=');
    await settle();
    expect(reopened.waiting()).toEqual([]);
  });

  it('hands a message again to a client that closed before acknowledging it', async () => {
    const topic = '6'.repeat(64);
    const key = generateKeyPair();
    const wallet = await connect();
    await wallet.request('irn_publish', { topic, message: 'bG9zdA==', ttl: 300 });
    const app = await connect('', { key, acknowledge: false });
    await app.request('irn_subscribe', { topic });
    expect((await app.delivery()).params?.data.message).toBe('bG9zdA==');
    // Subscribing again on the same socket sends nothing twice.
    await app.request('irn_subscribe', { topic });
    await settle();
    expect(app.waiting()).toEqual([]);
    app.socket.terminate();

    const reopened = await connect('', { key });
    await reopened.request('irn_subscribe', { topic });
    expect((await reopened.delivery()).params?.data.message).toBe('bG9zdA==');
  });

  it('keeps a message until its TTL, for a subscriber that arrives later', async () => {
    const app = await connect();
    await app.request('irn_publish', { topic: TOPIC_B, message: 'ZWFybHk=', ttl: 300 });
    const wallet = await connect();
    await wallet.request('irn_batchSubscribe', { topics: [TOPIC_B] });
    expect((await wallet.delivery()).params?.data.message).toBe('ZWFybHk=');
    // Stored, not consumed: another late subscriber gets it too, once.
    const other = await connect();
    await other.request('irn_subscribe', { topic: TOPIC_B });
    await other.request('irn_subscribe', { topic: TOPIC_B });
    expect((await other.delivery()).params?.data.message).toBe('ZWFybHk=');
    await settle();
    expect(other.waiting()).toEqual([]);
  });

  it('fetches stored messages on request, and stops delivering after an unsubscribe', async () => {
    const topic = 'c'.repeat(64);
    const app = await connect();
    const wallet = await connect();
    const [subscription] = (await wallet.request('irn_batchSubscribe', { topics: [topic] }))
      .result as string[];
    await app.request('irn_batchPublish', {
      messages: [
        { topic, message: 'b25l', ttl: 300 },
        { topic, message: 'dHdv', ttl: 300 },
      ],
    });
    expect((await wallet.delivery()).params?.data.message).toBe('b25l');
    expect((await wallet.delivery()).params?.data.message).toBe('dHdv');
    const late = await connect();
    await late.request('irn_subscribe', { topic });
    await late.delivery();
    await late.delivery();
    const fetched = await late.request('irn_batchFetchMessages', { topics: [topic] });
    expect(fetched.result).toEqual({ messages: [], hasMore: false });

    expect(
      (
        await wallet.request('irn_batchUnsubscribe', {
          subscriptions: [{ topic, id: subscription }],
        })
      ).result,
    ).toBe(true);
    await app.request('irn_publish', { topic, message: 'dGhyZWU=', ttl: 300 });
    expect((await late.delivery()).params?.data.message).toBe('dGhyZWU=');
    await settle();
    expect(wallet.waiting()).toEqual([]);
  });

  it('refuses a message larger than its limit, and closes a socket that sends a huge frame', async () => {
    const app = await connect();
    const refused = await app.request('irn_publish', {
      topic: TOPIC_A,
      message: 'x'.repeat(128 * 1024 + 1),
      ttl: 300,
    });
    expect(refused.error?.code).toBe(RelayError.limit);
    expect(refused.error?.message).toMatch(/too large/);

    app.socket.send('x'.repeat(600 * 1024));
    expect(await app.closed).toBe(1009);
  });

  it('answers malformed and unknown requests with JSON-RPC errors', async () => {
    const app = await connect();
    expect((await app.request('irn_subscribe', { topic: 'not-a-topic' })).error?.code).toBe(
      RelayError.invalidParams,
    );
    expect(
      (await app.request('irn_publish', { topic: TOPIC_A, message: 'eA==' })).error?.code,
    ).toBe(RelayError.invalidParams);
    expect((await app.request('eth_call', {})).error?.code).toBe(RelayError.methodNotFound);
    const parsed = new Promise<Rpc>((resolve) =>
      app.socket.once('message', (data) => resolve(JSON.parse(String(data)) as Rpc)),
    );
    app.socket.send('[1,2');
    expect((await parsed).error?.code).toBe(RelayError.parse);
  });

  it('relays the proposal and the approval the sign client publishes with methods of their own', async () => {
    const pairing = 'd'.repeat(64);
    const session = 'e'.repeat(64);
    // Neither side subscribes to the topic it publishes on with these: the relay does it.
    const app = await connect();
    const wallet = await connect();
    await app.request('wc_proposeSession', {
      pairingTopic: pairing,
      sessionProposal: 'cHJvcG9zYWw=',
      ttl: 300,
      correlationId: 1,
    });
    await wallet.request('irn_subscribe', { topic: pairing });
    expect((await wallet.delivery()).params?.data.message).toBe('cHJvcG9zYWw=');
    await wallet.request('wc_approveSession', {
      pairingTopic: pairing,
      sessionTopic: session,
      sessionProposalResponse: 'YW5zd2Vy',
      sessionSettlementRequest: 'c2V0dGxl',
      ttl: 300,
    });
    expect((await app.delivery()).params?.data.message).toBe('YW5zd2Vy');
    await app.request('irn_subscribe', { topic: session });
    expect((await app.delivery()).params?.data.message).toBe('c2V0dGxl');
    await app.request('irn_publish', { topic: session, message: 'c2V0dGxlZA==', ttl: 300 });
    expect((await wallet.delivery()).params?.data.message).toBe('c2V0dGxlZA==');
  });

  it('is the same relay on the sub-path server, at /relay and under its base path', async () => {
    const sub = await createWebServer({ port: 0, root, relay, basePath: '/sub/' });
    try {
      const topic = '9'.repeat(64);
      const viaMain = await connect();
      await viaMain.request('irn_subscribe', { topic });
      for (const at of ['/relay', '/sub/relay']) {
        const viaSub = await open(`ws://127.0.0.1:${sub.port}${at}`);
        clients.push(viaSub);
        await viaSub.request('irn_publish', { topic, message: btoa(at), ttl: 60 });
        expect((await viaMain.delivery()).params?.data.message).toBe(btoa(at));
      }
    } finally {
      await sub.stop();
    }
  });

  it('answers a plain GET of /relay with 426 and refuses upgrades elsewhere', async () => {
    const res = await fetch(`http://127.0.0.1:${web.port}/relay`);
    expect(res.status).toBe(426);
    await expect(open(`ws://127.0.0.1:${web.port}/elsewhere`)).rejects.toThrow(/404/);
  });
});

describe('the relay’s bounds', () => {
  let server: http.Server;
  let relay: Relay;
  let url: string;
  let clock = 1_800_000_000_000;
  const sockets: WebSocket[] = [];

  const start = async (limits: Partial<RelayLimits>) => {
    relay = createRelay(limits, () => clock);
    server = http.createServer();
    server.on('upgrade', (req, socket, head) => relay.handleUpgrade(req, socket, head));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  };
  const connect = async () => {
    const client = await open(url, { issuedAt: Math.floor(clock / 1000) });
    sockets.push(client.socket);
    return client;
  };

  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.terminate();
    await relay.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('forgets a message once its TTL has passed', async () => {
    await start({});
    const app = await connect();
    await app.request('irn_publish', { topic: TOPIC_A, message: 'c2hvcnQ=', ttl: 30 });
    expect(relay.stats().storedMessages).toBe(1);
    clock += 31_000;
    const wallet = await connect();
    await wallet.request('irn_subscribe', { topic: TOPIC_A });
    await settle();
    expect(wallet.waiting()).toEqual([]);
  });

  it('keeps at most its number of messages, dropping the oldest', async () => {
    await start({ maxStoredMessages: 3 });
    const app = await connect();
    for (const message of ['MQ==', 'Mg==', 'Mw==', 'NA==', 'NQ==']) {
      await app.request('irn_publish', { topic: TOPIC_A, message, ttl: 300 });
    }
    expect(relay.stats().storedMessages).toBe(3);
    const wallet = await connect();
    await wallet.request('irn_subscribe', { topic: TOPIC_A });
    const got = [await wallet.delivery(), await wallet.delivery(), await wallet.delivery()];
    expect(got.map((d) => d.params?.data.message)).toEqual(['Mw==', 'NA==', 'NQ==']);
  });

  it('keeps at most its number of bytes', async () => {
    await start({ maxStoredBytes: 1_000 });
    const app = await connect();
    for (let i = 0; i < 10; i += 1) {
      await app.request('irn_publish', { topic: TOPIC_A, message: `${i}`.repeat(300), ttl: 300 });
    }
    expect(relay.stats().storedBytes).toBeLessThanOrEqual(1_000);
    expect(relay.stats().storedMessages).toBe(2);
  });

  it('limits the topics one socket may subscribe to', async () => {
    await start({ maxTopicsPerSocket: 2 });
    const app = await connect();
    await app.request('irn_subscribe', { topic: TOPIC_A });
    await app.request('irn_subscribe', { topic: TOPIC_B });
    expect((await app.request('irn_subscribe', { topic: 'f'.repeat(64) })).error?.code).toBe(
      RelayError.limit,
    );
    expect(
      (await app.request('irn_batchSubscribe', { topics: ['f'.repeat(64)] })).error?.code,
    ).toBe(RelayError.limit);
    // Subscribing again to a topic it has costs nothing.
    expect((await app.request('irn_subscribe', { topic: TOPIC_A })).result).toMatch(/^[0-9a-f]+$/);
  });

  it('limits the number of sockets', async () => {
    await start({ maxSockets: 1 });
    await connect();
    await expect(connect()).rejects.toThrow(/503/);
  });
});
