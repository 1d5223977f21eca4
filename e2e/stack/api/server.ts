import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isAddressEqual } from 'viem';
import type { Envelope, ForceRequest, RequestLogEntry } from '@/lib/contract/contract';
import { createChainClient } from './chain-client';
import { clientAddress } from './client-address';
import { ApiError, Code, messageFor } from './codes';
import type { ApiContracts, RequestContext, Services } from './context';
import { type DepositWatcher, startDepositWatcher } from './deposits-watcher';
import {
  applyCors,
  headerText,
  parseJsonBody,
  readBody,
  sendEnvelope,
  sendJson,
  sendNotFound,
  sleep,
} from './http-io';
import { answerOnce, fingerprintOf, isIdempotentEndpoint, readIdempotencyKey } from './idempotency';
import { fmt } from './money';
import { type PolicyOverrides, resolvePolicy } from './policy';
import { admit, dispatch } from './router';
import { isEndpointKey } from './routes';
import { createSeedState } from './seed';
import { authenticate, bearerToken, resolveSession } from './sessions';
import { nowIso, type State } from './state';
import { controlBody, delayFor, findControl, isTestPath, takeForce } from './test-controls';

export interface ApiServerOptions {
  port: number;
  host?: string;
  rpcUrl: string;
  contracts: ApiContracts;
  /** Enables the /__test/ controls; without it they answer 404. */
  testMode: boolean;
  /**
   * Web origins the app is served from, e.g. `http://127.0.0.1:3000`: the only SIWE domains and
   * URIs a login may name, and the only origins CORS answers. Never taken from a request.
   */
  origins: readonly string[];
  /** How often the deposit watcher reads the vault. */
  pollIntervalMs?: number;
  /** Session, deposit, nonce and rate limits; unset fields keep `DEFAULT_POLICY`. */
  policy?: PolicyOverrides;
}

/** The origins `npm start` serves the app from: the root export and the one under `/sub/`. */
export function stackOrigins(webPort: number, host = '127.0.0.1'): string[] {
  return [`http://${host}:${webPort}`, `http://${host}:${webPort + 1}`];
}

/** `http://host:port` exactly as a browser sends it in `Origin`; throws on anything else. */
export function normalizeOrigin(raw: string): string {
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`bad origin ${raw}`);
  return url.origin;
}

export interface ApiServer {
  url: string;
  stop(): Promise<void>;
  /** The live state; a reset swaps its contents, never the object. */
  state: State;
  /** Reads the vault now instead of waiting for the next poll. */
  pollDeposits(): Promise<void>;
}

const MAX_LOG_ENTRIES = 5000;

function success(data: unknown): Envelope<unknown> {
  return { code: Code.SUCCESS, msg: messageFor(Code.SUCCESS), data: data ?? null };
}

function forcedEnvelope(force: ForceRequest, state: State): Envelope<unknown> {
  const code = force.code ?? force.status ?? Code.REQUEST_ERROR;
  let data = force.data ?? null;
  let limit: string | undefined;
  // A forced 1037/1038 without data still carries the limit the app shows.
  if (force.data === undefined && (code === Code.MIN_WITHDRAW || code === Code.MIN_TRANSFER)) {
    const value =
      code === Code.MIN_WITHDRAW ? state.settings.minWithdraw : state.settings.minTransfer;
    limit = fmt(value);
    data = { limit };
  }
  return { code, msg: force.msg ?? messageFor(code, limit), data };
}

function parseUrl(raw: string | undefined): URL | null {
  try {
    return new URL(raw ?? '/', 'http://127.0.0.1');
  } catch {
    return null;
  }
}

function failure(error: unknown): Envelope<unknown> {
  if (error instanceof ApiError) return { code: error.code, msg: error.message, data: error.data };
  console.error('request failed', error);
  return { code: Code.REQUEST_ERROR, msg: messageFor(Code.REQUEST_ERROR), data: null };
}

async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  state: State,
  path: string,
): Promise<void> {
  const control = findControl(`${req.method ?? ''} ${path}`);
  if (!control) {
    sendNotFound(res);
    return;
  }
  try {
    const body = req.method === 'POST' ? parseJsonBody(await readBody(req, res)) : undefined;
    sendEnvelope(res, success(control(state, controlBody(body))));
  } catch (error) {
    sendEnvelope(res, failure(error));
  }
}

async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  state: State,
  services: Services,
  url: URL,
  keepLog: boolean,
): Promise<void> {
  const method = req.method ?? 'GET';
  const path = url.pathname;
  const lang = headerText(req.headers.lang);
  const entry: RequestLogEntry = {
    method,
    path,
    query: url.search.slice(1),
    lang,
    address: null,
    at: nowIso(),
    status: 0,
    code: null,
  };
  // The tests' record of what the app asked; a server not under test keeps none of it.
  if (keepLog) {
    state.requestLog.push(entry);
    if (state.requestLog.length > MAX_LOG_ENTRIES) state.requestLog.shift();
  }
  const answer = (envelope: Envelope<unknown>, status = 200): void => {
    entry.status = status;
    entry.code = envelope.code;
    sendEnvelope(res, envelope, status);
  };

  const force = takeForce(state, path);
  if (force) {
    if (force.delayMs) await sleep(force.delayMs);
    if (force.drop) {
      req.socket.destroy();
      return;
    }
    if (force.code !== undefined || force.status !== undefined) {
      answer(forcedEnvelope(force, state), force.status ?? 200);
      return;
    }
  }
  const delay = delayFor(state, path);
  if (delay > 0) await sleep(delay);

  const key = `${method} ${path}`;
  if (!isEndpointKey(key)) {
    entry.status = 404;
    sendNotFound(res);
    return;
  }
  let envelope: Envelope<unknown>;
  try {
    const token = bearerToken(headerText(req.headers.authorization) ?? undefined);
    const { policy } = services;
    const arriving = {
      state,
      services,
      query: url.searchParams,
      headers: req.headers,
      client: clientAddress(req, policy.trustedProxies),
    };
    const authenticateCaller = () => {
      try {
        const found = authenticate(state, token, lang, policy);
        entry.address = found.session.address;
        return found;
      } finally {
        // A live session refused for its user (401) still names who called.
        entry.address ??= (token ? state.sessions.get(token)?.address : undefined) ?? null;
      }
    };
    // Before anything of the request is read: its rate limit, then its session.
    const caller = admit(key, arriving, authenticateCaller);
    if (token && !caller) {
      // Public calls with a live token also count as a use, with the language they asked for.
      const live = resolveSession(state, token, policy);
      if (typeof live !== 'number') {
        if (lang !== null) live.lang = lang;
        entry.address = live.address;
      }
    }
    const body = method === 'POST' ? parseJsonBody(await readBody(req, res)) : undefined;
    const ctx: RequestContext = { ...arriving, body };
    const run = (): Promise<Envelope<unknown>> => dispatch(key, ctx, caller).then(success, failure);
    const idempotencyKey = isIdempotentEndpoint(key) ? readIdempotencyKey(req.headers) : null;
    // Only a caller with a live session has keys of its own (an admitted one); without one the
    // call has been refused above, and that refusal is never replayed to the same key.
    envelope =
      idempotencyKey !== null && caller
        ? await answerOnce(
            state.idempotency,
            {
              user: caller.session.address,
              key: idempotencyKey,
              fingerprint: fingerprintOf(method, path, body),
            },
            run,
            policy,
          )
        : await run();
  } catch (error) {
    envelope = failure(error);
  }
  if (force?.dropAfter) {
    // The request took effect; its answer is lost on the way back.
    entry.code = envelope.code;
    req.socket.destroy();
    return;
  }
  answer(envelope);
}

export async function createApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const host = options.host ?? '127.0.0.1';
  const state = createSeedState();
  const publicClient = createChainClient(options.rpcUrl, options.pollIntervalMs);
  const origins = options.origins.map(normalizeOrigin);
  if (origins.length === 0) throw new Error('origins: name at least one web origin of the app');
  const policy = resolvePolicy(options.policy);
  const services: Services = { publicClient, contracts: options.contracts, origins, policy };

  // The policy's request timeouts (set below) are checked this often: at Node's default, 30 s, a
  // connection could live up to twice its limit.
  const server = createServer({ connectionsCheckingInterval: 1000 }, (req, res) => {
    applyCors(req, res, origins);
    const url = parseUrl(req.url);
    let work: Promise<void>;
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    if (!url) work = Promise.resolve(sendNotFound(res));
    else if (isTestPath(url.pathname)) {
      work = options.testMode
        ? handleControl(req, res, state, url.pathname)
        : Promise.resolve(sendNotFound(res));
    } else work = handleApi(req, res, state, services, url, options.testMode);
    work.catch((error: unknown) => {
      console.error('unhandled request failure', error);
      sendJson(res, 500, failure(error));
    });
  });
  // A client that sends a byte now and then cannot hold a connection for minutes, and a flood of
  // connections cannot use up the process's file descriptors (the policy's bounds).
  server.requestTimeout = policy.requestTimeoutMs;
  server.headersTimeout = Math.min(policy.headersTimeoutMs, policy.requestTimeoutMs);
  server.maxConnections = policy.maxConnections;
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    // What went wrong, as HTTP names it: too slow, headers too large, or anything else.
    const status =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? '408 Request Timeout'
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? '431 Request Header Fields Too Large'
          : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  const watcher: DepositWatcher = startDepositWatcher({
    publicClient,
    vault: options.contracts.vault,
    state,
    intervalMs: options.pollIntervalMs,
    confirmations: policy.confirmations,
    orderTtlMs: policy.orderTtlMs,
    symbolOf: (token) => {
      if (isAddressEqual(token, options.contracts.USDT)) return 'USDT';
      if (isAddressEqual(token, options.contracts.RWAC)) return 'RWAC';
      return null;
    },
  });

  let stopping: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    state,
    pollDeposits: () => watcher.pollOnce(),
    stop() {
      stopping ??= (async () => {
        await watcher.stop();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
      })();
      return stopping;
    },
  };
}
