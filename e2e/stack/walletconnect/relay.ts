/**
 * A local WalletConnect relay: the JSON-RPC the v2 SDK (`@walletconnect/core`) speaks over a
 * WebSocket, enough for an app and a wallet to pair, agree a session and exchange requests with
 * no network. Messages are end-to-end encrypted by the clients; the relay only routes them by
 * topic and keeps each until its TTL, so a client that subscribes later still receives it.
 *
 * A client is who its `auth` JWT says it is, once its signature holds: the relay's `client_id`,
 * the key the SDK keeps across reloads. A stored message is delivered to each client until that
 * client acknowledges it, on whichever socket, so an app reopened is not handed again what it had
 * already taken (a wallet's old `chainChanged`, say). It ignores `projectId`; it is bounded
 * (frame and message size, topics per socket, sockets, stored messages and bytes) so no client
 * can make it hold more memory than its limits. The methods and shapes are in README.md.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth';
import { safeJsonParse, safeJsonStringify } from '@walletconnect/safe-json';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { createMailbox, type StoredMessage } from './mailbox';

export interface RelayLimits {
  /** A WebSocket frame larger than this closes the socket (1009). */
  maxFrameBytes: number;
  /** A published message longer than this is refused. */
  maxMessageChars: number;
  maxTopicsPerSocket: number;
  maxSockets: number;
  maxStoredMessages: number;
  maxStoredBytes: number;
  maxStoredPerTopic: number;
  /** Longest TTL a message is kept for; a longer one is shortened to this. */
  maxTtlSeconds: number;
  /** Items in one batch request. */
  maxBatch: number;
  /** A socket whose unsent data passes this (a client that stopped reading) is closed. */
  maxBufferedBytes: number;
  /** WebSocket pings, which the Node SDK needs within 35 s or it drops the connection. */
  pingIntervalMs: number;
}

export const DEFAULT_RELAY_LIMITS: RelayLimits = {
  maxFrameBytes: 512 * 1024,
  maxMessageChars: 128 * 1024,
  maxTopicsPerSocket: 256,
  maxSockets: 256,
  maxStoredMessages: 2_000,
  maxStoredBytes: 32 * 1024 * 1024,
  maxStoredPerTopic: 200,
  maxTtlSeconds: 30 * 24 * 60 * 60,
  maxBatch: 64,
  maxBufferedBytes: 4 * 1024 * 1024,
  pingIntervalMs: 20_000,
};

export interface RelayStats {
  sockets: number;
  subscriptions: number;
  storedMessages: number;
  storedBytes: number;
}

export interface Relay {
  /** Takes over an HTTP upgrade request meant for the relay. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  stats(): RelayStats;
  /** Closes every socket and forgets every message. */
  close(): Promise<void>;
}

/** JSON-RPC error codes the relay answers with. */
export const RelayError = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  /** A limit of the relay: message size, topics per socket. */
  limit: -32000,
} as const;

type Id = number | string | bigint;

class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const TOPIC = /^[0-9a-f]{64}$/;

/** The SDK's JWTs are about 400 characters; a longer one is not verified, only refused. */
const MAX_JWT_CHARS = 2_048;

/**
 * Every message is handed on with an empty attestation, whatever its publisher attached.
 * Attestations are WalletConnect's Verify service's to issue and check, and the offline stack
 * has none: a wallet's SDK given one (or none at all) would ask verify.walletconnect.org about
 * it; given an empty one, it asks nothing.
 */
const NO_ATTESTATION = '';
// The SDK's own protocol prefixes (relay-api's RELAY_JSONRPC); `irn` is the one it uses.
const PROTOCOLS = ['irn', 'iridium', 'waku'];

interface Client {
  id: number;
  /** Its `client_id`: the issuer of its auth JWT, a `did:key` of the SDK's kept key. */
  identity: string;
  socket: WebSocket;
  /** topic → subscription id */
  topics: Map<string, string>;
  /** Messages sent on this socket: each is sent once here, acknowledged or not. */
  sent: WeakSet<StoredMessage>;
  /** Delivery id → message, until the client acknowledges it. */
  unacknowledged: Map<Id, StoredMessage>;
  alive: boolean;
}

/**
 * The client's identity from the `auth` query parameter, as the WalletConnect relay reads it: an
 * EdDSA JWT whose issuer is the `did:key` of the key that signed it, not yet expired. Anything
 * else (no JWT, a malformed one, a forged or expired one) is no client.
 */
export async function clientIdentity(
  req: IncomingMessage,
  now: () => number,
): Promise<string | null> {
  const auth = new URL(req.url ?? '/', 'http://relay').searchParams.get('auth');
  if (!auth || auth.length > MAX_JWT_CHARS) return null;
  try {
    const { payload } = decodeJWT(auth);
    if (typeof payload.iss !== 'string' || typeof payload.exp !== 'number') return null;
    if (payload.exp * 1000 <= now()) return null;
    return (await verifyJWT(auth)) ? payload.iss : null;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function params(request: Record<string, unknown>): Record<string, unknown> {
  if (!isRecord(request.params)) throw new RpcFailure(RelayError.invalidParams, 'params');
  return request.params;
}

function topicOf(value: unknown, field = 'topic'): string {
  if (typeof value !== 'string' || !TOPIC.test(value))
    throw new RpcFailure(RelayError.invalidParams, `${field} must be 64 hex characters`);
  return value;
}

function list(value: unknown, field: string, max: number): unknown[] {
  if (!Array.isArray(value) || value.length === 0)
    throw new RpcFailure(RelayError.invalidParams, `${field} must be a non-empty array`);
  if (value.length > max)
    throw new RpcFailure(RelayError.limit, `${field}: at most ${max} in one request`);
  return value;
}

export function createRelay(
  overrides: Partial<RelayLimits> = {},
  now: () => number = Date.now,
): Relay {
  const limits = { ...DEFAULT_RELAY_LIMITS, ...overrides };
  const mailbox = createMailbox(
    {
      maxMessages: limits.maxStoredMessages,
      maxBytes: limits.maxStoredBytes,
      maxPerTopic: limits.maxStoredPerTopic,
    },
    now,
  );
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxFrameBytes });
  const clients = new Set<Client>();
  const subscribers = new Map<string, Set<Client>>();
  let nextClientId = 1;
  /** Upgrades whose JWT is being verified. */
  let verifying = 0;
  let nextDeliveryId = now() * 1000;

  const send = (client: Client, payload: unknown) => {
    if (client.socket.readyState !== client.socket.OPEN) return;
    if (client.socket.bufferedAmount > limits.maxBufferedBytes) {
      client.socket.terminate();
      return;
    }
    client.socket.send(safeJsonStringify(payload));
  };

  const subscriptionId = (client: Client, topic: string) =>
    createHash('sha256').update(`${client.id}:${topic}`).digest('hex');

  const deliver = (client: Client, message: StoredMessage) => {
    const id = client.topics.get(message.topic);
    if (!id || message.sender === client.identity) return;
    if (message.deliveredTo.has(client.identity) || client.sent.has(message)) return;
    client.sent.add(message);
    nextDeliveryId += 1;
    client.unacknowledged.set(nextDeliveryId, message);
    // A client that never acknowledges holds no more than the mailbox can: the oldest goes.
    if (client.unacknowledged.size > limits.maxStoredMessages) {
      const oldest = client.unacknowledged.keys().next().value;
      if (oldest !== undefined) client.unacknowledged.delete(oldest);
    }
    send(client, {
      id: nextDeliveryId,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id,
        data: {
          topic: message.topic,
          message: message.message,
          publishedAt: message.publishedAt,
          tag: message.tag,
          attestation: NO_ATTESTATION,
        },
      },
    });
  };

  const subscribe = (client: Client, topic: string): string => {
    const known = client.topics.get(topic);
    if (known) return known;
    if (client.topics.size >= limits.maxTopicsPerSocket)
      throw new RpcFailure(
        RelayError.limit,
        `at most ${limits.maxTopicsPerSocket} topics per connection`,
      );
    const id = subscriptionId(client, topic);
    client.topics.set(topic, id);
    const set = subscribers.get(topic) ?? new Set<Client>();
    set.add(client);
    subscribers.set(topic, set);
    return id;
  };

  const unsubscribe = (client: Client, topic: string) => {
    client.topics.delete(topic);
    const set = subscribers.get(topic);
    set?.delete(client);
    if (set?.size === 0) subscribers.delete(topic);
  };

  const publish = (client: Client, topic: string, message: unknown, ttl: unknown, tag: unknown) => {
    if (typeof message !== 'string' || message.length === 0)
      throw new RpcFailure(RelayError.invalidParams, 'message must be a non-empty string');
    if (message.length > limits.maxMessageChars)
      throw new RpcFailure(
        RelayError.limit,
        `message too large: at most ${limits.maxMessageChars} characters`,
      );
    if (typeof ttl !== 'number' || !Number.isFinite(ttl) || ttl <= 0)
      throw new RpcFailure(RelayError.invalidParams, 'ttl must be a positive number of seconds');
    const stored: StoredMessage = {
      topic,
      message,
      publishedAt: now(),
      expiresAt: now() + Math.min(ttl, limits.maxTtlSeconds) * 1000,
      tag: typeof tag === 'number' && Number.isSafeInteger(tag) ? tag : 0,
      sender: client.identity,
      deliveredTo: new Set(),
    };
    // The SDK publishes again when an answer is late; the copy is neither kept nor sent twice.
    if (!mailbox.put(stored)) return;
    for (const subscriber of subscribers.get(topic) ?? []) deliver(subscriber, stored);
  };

  const handlers: Record<string, (client: Client, request: Record<string, unknown>) => unknown> = {
    subscribe(client, request) {
      const topic = topicOf(params(request).topic);
      const id = subscribe(client, topic);
      for (const message of mailbox.on(topic)) deliver(client, message);
      return id;
    },
    batchSubscribe(client, request) {
      const topics = list(params(request).topics, 'topics', limits.maxBatch).map((t) => topicOf(t));
      if (new Set([...client.topics.keys(), ...topics]).size > limits.maxTopicsPerSocket)
        throw new RpcFailure(
          RelayError.limit,
          `at most ${limits.maxTopicsPerSocket} topics per connection`,
        );
      const ids = topics.map((topic) => subscribe(client, topic));
      for (const topic of topics) for (const m of mailbox.on(topic)) deliver(client, m);
      return ids;
    },
    unsubscribe(client, request) {
      unsubscribe(client, topicOf(params(request).topic));
      return true;
    },
    batchUnsubscribe(client, request) {
      const items = list(params(request).subscriptions, 'subscriptions', limits.maxBatch);
      const topics = items.map((item) => topicOf(isRecord(item) ? item.topic : undefined));
      for (const topic of topics) unsubscribe(client, topic);
      return true;
    },
    publish(client, request) {
      const p = params(request);
      publish(client, topicOf(p.topic), p.message, p.ttl, p.tag);
      return true;
    },
    batchPublish(client, request) {
      const items = list(params(request).messages, 'messages', limits.maxBatch);
      for (const item of items) {
        if (!isRecord(item)) throw new RpcFailure(RelayError.invalidParams, 'messages');
        publish(client, topicOf(item.topic), item.message, item.ttl, item.tag);
      }
      return true;
    },
    batchFetchMessages(client, request) {
      const topics = list(params(request).topics, 'topics', limits.maxBatch).map((t) => topicOf(t));
      const messages = topics
        .filter((topic) => client.topics.has(topic))
        .flatMap((topic) => mailbox.on(topic))
        .filter((m) => m.sender !== client.identity && !m.deliveredTo.has(client.identity));
      const page = messages.slice(0, limits.maxBatch);
      // Fetched messages come in the answer itself, which needs no acknowledgement.
      for (const m of page) m.deliveredTo.add(client.identity);
      return {
        messages: page.map((m) => ({
          topic: m.topic,
          message: m.message,
          publishedAt: m.publishedAt,
          tag: m.tag,
          attestation: NO_ATTESTATION,
        })),
        hasMore: messages.length > page.length,
      };
    },
  };

  // What sign-client 2.25 publishes with `publishMethod`: a proposal, and a wallet's approval
  // (its answer on the pairing topic and the session's settlement on the new session topic).
  // The client sends no subscribe for the topic it publishes on here (`skipSubscribe`): the
  // relay subscribes it, the app to its pairing topic and the wallet to the new session's.
  const custom: Record<string, (client: Client, request: Record<string, unknown>) => unknown> = {
    wc_proposeSession(client, request) {
      const p = params(request);
      const topic = topicOf(p.pairingTopic, 'pairingTopic');
      publish(client, topic, p.sessionProposal, p.ttl, p.tag ?? 1100);
      subscribe(client, topic);
      for (const message of mailbox.on(topic)) deliver(client, message);
      return true;
    },
    wc_approveSession(client, request) {
      const p = params(request);
      const pairingTopic = topicOf(p.pairingTopic, 'pairingTopic');
      const sessionTopic = topicOf(p.sessionTopic, 'sessionTopic');
      publish(client, pairingTopic, p.sessionProposalResponse, p.ttl, 1101);
      publish(client, sessionTopic, p.sessionSettlementRequest, p.ttl, 1102);
      subscribe(client, sessionTopic);
      for (const message of mailbox.on(sessionTopic)) deliver(client, message);
      return true;
    },
  };

  const handlerFor = (method: string) => {
    if (custom[method]) return custom[method];
    const [protocol, name] = method.split('_');
    if (protocol && name && PROTOCOLS.includes(protocol)) return handlers[name];
    return undefined;
  };

  const onMessage = (client: Client, data: RawData) => {
    const text = Buffer.isBuffer(data)
      ? data.toString('utf8')
      : Array.isArray(data)
        ? Buffer.concat(data).toString('utf8')
        : Buffer.from(data).toString('utf8');
    const payload: unknown = safeJsonParse(text);
    if (!isRecord(payload)) {
      send(client, {
        id: null,
        jsonrpc: '2.0',
        error: { code: RelayError.parse, message: 'expected one JSON-RPC object' },
      });
      return;
    }
    const id = payload.id as Id | undefined;
    // An answer to a delivery: acknowledged, it is not delivered to this client again.
    if (!('method' in payload)) {
      const acknowledged = id === undefined ? undefined : client.unacknowledged.get(id);
      if (acknowledged && payload.result === true) {
        acknowledged.deliveredTo.add(client.identity);
        client.unacknowledged.delete(id as Id);
      }
      return;
    }
    const method = payload.method;
    try {
      if (typeof method !== 'string' || id === undefined)
        throw new RpcFailure(RelayError.invalidRequest, 'a request needs an id and a method');
      const handler = handlerFor(method);
      if (!handler) throw new RpcFailure(RelayError.methodNotFound, `unknown method ${method}`);
      send(client, { id, jsonrpc: '2.0', result: handler(client, payload) });
    } catch (error) {
      const failure =
        error instanceof RpcFailure
          ? error
          : new RpcFailure(RelayError.invalidRequest, 'request failed');
      send(client, {
        id: id ?? null,
        jsonrpc: '2.0',
        error: { code: failure.code, message: failure.message },
      });
    }
  };

  const attach = (socket: WebSocket, identity: string) => {
    const client: Client = {
      id: nextClientId++,
      identity,
      socket,
      topics: new Map(),
      sent: new WeakSet(),
      unacknowledged: new Map(),
      alive: true,
    };
    clients.add(client);
    socket.on('message', (data) => onMessage(client, data));
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('error', () => socket.terminate());
    socket.on('close', () => {
      for (const topic of [...client.topics.keys()]) unsubscribe(client, topic);
      clients.delete(client);
    });
  };

  const pinger = setInterval(() => {
    mailbox.sweep();
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }, limits.pingIntervalMs);
  pinger.unref();

  return {
    handleUpgrade(req, socket, head) {
      // Connections still proving who they are count too: a flood of them is refused, not verified.
      if (clients.size + verifying >= limits.maxSockets) {
        socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n');
        return;
      }
      verifying += 1;
      socket.on('error', () => socket.destroy());
      void clientIdentity(req, now).then((identity) => {
        verifying -= 1;
        if (socket.destroyed) return;
        if (!identity) {
          socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n');
          return;
        }
        wss.handleUpgrade(req, socket, head, (ws) => attach(ws, identity));
      });
    },
    stats: () => ({
      sockets: clients.size,
      subscriptions: [...clients].reduce((sum, c) => sum + c.topics.size, 0),
      storedMessages: mailbox.stats().messages,
      storedBytes: mailbox.stats().bytes,
    }),
    close: async () => {
      clearInterval(pinger);
      for (const client of clients) client.socket.terminate();
      clients.clear();
      subscribers.clear();
      mailbox.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
