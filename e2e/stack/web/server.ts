import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import { walletScript } from '../wallet/bundle';
import type { WalletOptions } from '../wallet/provider';
import type { Phone } from '../walletconnect/phone';
import { handlePhoneRequest } from '../walletconnect/phone-controls';
import type { Relay } from '../walletconnect/relay';
import { type HeaderRule, headersFor, parseHeadersFile } from './headers-file';
import { idOf, refused, rpcRefusal } from './rpc-methods';

const gzip = promisify(gzipCallback);
const brotliAsync = promisify(brotliCompress);
/** Brotli at its best ratio, as static hosts serve a release's files. */
const brotli = (body: Buffer) =>
  brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

export interface WebServerOptions {
  /** 0 picks a free port; the chosen one is in the result. */
  port: number;
  host?: string;
  /** Folder of the static export. Relative paths resolve against the working directory. */
  root?: string;
  /** Where `/api/*` and `/__test/*` go, e.g. http://127.0.0.1:8787. */
  apiUrl?: string;
  /** Where `POST /rpc` goes, e.g. http://127.0.0.1:8545. */
  rpcUrl?: string;
  /** Put the test wallet first in `<head>` of every HTML response. */
  injectWallet?: boolean;
  /** Options baked into the injected wallet. */
  walletOptions?: WalletOptions;
  /** Mount the export under a sub-path such as '/sub/'. Default '/'. */
  basePath?: string;
  /**
   * The local address the proxied requests leave from, e.g. `127.0.0.2`: the address the API is
   * told to trust as its proxy, so its `X-Forwarded-For` is believed and nobody else's.
   */
  proxyFrom?: string;
  /**
   * Forward every JSON-RPC method to the chain, its test controls (`anvil_*`, `evm_*`) included.
   * Otherwise `/rpc` forwards only the standard methods the page and its wallet use.
   */
  testMode?: boolean;
  /**
   * How long `/rpc` waits for the chain before answering a JSON-RPC error itself, so a stalled
   * chain never holds a caller. Default 15 000 ms.
   */
  rpcTimeoutMs?: number;
  /**
   * The stack's WalletConnect relay, served as a WebSocket upgrade at `/relay` (also under the
   * base path), so the app's build can name it with a relative URL. Shared by the stack's web
   * servers; its owner closes it.
   */
  relay?: Relay;
  /** The stack's test phone wallet: its page at `/phone`, its controls under `/__test/phone/`. */
  phone?: Phone;
}

export interface WebServer {
  /** Where the export's index.html is served, ending in '/'. */
  url: string;
  origin: string;
  port: number;
  stop(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
};

// Already-compressed formats gain nothing from gzip.
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.ico',
  '.txt',
  '.xml',
  '.map',
]);

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

interface CachedFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  etag: string;
  gzipped?: Buffer;
  brotli?: Buffer;
}

function normaliseBasePath(basePath: string | undefined): string {
  if (!basePath || basePath === '/') return '/';
  const trimmed = basePath.replace(/^\/+|\/+$/g, '');
  return `/${trimmed}/`;
}

/** Puts the script first in `<head>`, creating the spot where a document has no head tag. */
export function injectIntoHtml(html: string, script: string): string {
  const tag = `<script>${script}</script>`;
  for (const pattern of [/<head\b[^>]*>/i, /<html\b[^>]*>/i, /<!doctype[^>]*>/i]) {
    const match = pattern.exec(html);
    if (match) {
      const end = match.index + match[0].length;
      return html.slice(0, end) + tag + html.slice(end);
    }
  }
  return tag + html;
}

function stripHopByHop(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.has(name)) continue;
    out[name] = value;
  }
  return out;
}

/** JSON-RPC requests are small; the largest the app sends is one signed transaction. */
const MAX_RPC_BODY_BYTES = 256 * 1024;

/** The body, or null once it passes `limit` (the rest is drained, so the answer still goes). */
function readLimited(req: http.IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export const RPC_TIMEOUT_MS = 15_000;

/** The answer to a JSON-RPC request the chain did not answer in time: one error per call. */
function rpcTimedOut(body: Buffer | undefined, ms: number): string {
  const message = `the chain did not answer within ${ms / 1000} s`;
  let parsed: unknown = null;
  try {
    parsed = body ? JSON.parse(body.toString('utf8')) : null;
  } catch {
    // Streamed or unreadable: answered without an id.
  }
  const answer = Array.isArray(parsed)
    ? parsed.map((call) => refused(idOf(call), message, -32603))
    : refused(idOf(parsed), message, -32603);
  return JSON.stringify(answer);
}

function rpcTooLarge() {
  return { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'request too large' } };
}

function sendText(res: http.ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': REVALIDATE,
  });
  res.end(text);
}

export async function createWebServer(options: WebServerOptions): Promise<WebServer> {
  const host = options.host ?? '127.0.0.1';
  const root = path.resolve(options.root ?? 'out');
  const basePath = normaliseBasePath(options.basePath);
  const apiTarget = options.apiUrl ? new URL(options.apiUrl) : undefined;
  const rpcTarget = options.rpcUrl ? new URL(options.rpcUrl) : undefined;
  const script = options.injectWallet ? walletScript(options.walletOptions) : undefined;
  const cache = new Map<string, CachedFile>();
  // What static hosts send with the export's files, from the export's own `_headers`.
  const headersFile = path.join(root, '_headers');
  const headerRules: HeaderRule[] = existsSync(headersFile)
    ? parseHeadersFile(readFileSync(headersFile, 'utf8'))
    : [];
  const agents = {
    http: new http.Agent({ keepAlive: true }),
    https: new https.Agent({ keepAlive: true }),
  };

  async function loadFile(file: string, size: number, mtimeMs: number): Promise<CachedFile> {
    const cached = cache.get(file);
    if (cached && cached.size === size && cached.mtimeMs === mtimeMs) return cached;
    let body = await readFile(file);
    if (script && path.extname(file) === '.html') {
      body = Buffer.from(injectIntoHtml(body.toString('utf8'), script), 'utf8');
    }
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const entry: CachedFile = { mtimeMs, size, body, etag };
    cache.set(file, entry);
    return entry;
  }

  async function fileStat(file: string): Promise<Stats | undefined> {
    try {
      return await stat(file);
    } catch {
      return undefined;
    }
  }

  async function serveFile(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    file: string,
    status: number,
    urlPath: string,
  ): Promise<void> {
    const info = await fileStat(file);
    if (!info?.isFile()) {
      sendText(res, 404, 'Not found');
      return;
    }
    const entry = await loadFile(file, info.size, info.mtimeMs);
    const ext = path.extname(file).toLowerCase();
    const name = path.basename(file);
    const headers: http.OutgoingHttpHeaders = {
      'content-type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'cache-control':
        urlPath.startsWith(`${basePath}_next/static/`) && ext !== '.html' && name !== 'sw.js'
          ? IMMUTABLE
          : REVALIDATE,
      etag: entry.etag,
      'x-content-type-options': 'nosniff',
    };
    // What `_headers` says wins over the defaults above (it was set on the response already).
    for (const name of res.getHeaderNames()) delete headers[name];
    const compressible = COMPRESSIBLE.has(ext);
    if (compressible) headers.vary = 'Accept-Encoding';
    if (status === 200 && req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    let body = entry.body;
    // Brotli where the browser takes it (every current one does), as static hosts and CDNs
    // serve; gzip otherwise. Each is made once per file and kept.
    const accepted = String(req.headers['accept-encoding'] ?? '');
    if (compressible && body.length > 0 && /\bbr\b/i.test(accepted)) {
      entry.brotli ??= await brotli(entry.body);
      body = entry.brotli;
      headers['content-encoding'] = 'br';
    } else if (compressible && body.length > 0 && /\bgzip\b/i.test(accepted)) {
      entry.gzipped ??= await gzip(entry.body);
      body = entry.gzipped;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function serveNotFound(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const page = path.join(root, '404.html');
    if ((await fileStat(page))?.isFile())
      await serveFile(req, res, page, 404, `${basePath}404.html`);
    else sendText(res, 404, 'Not found');
  }

  async function serveStatic(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    url: URL,
  ): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      sendText(res, 405, 'Method not allowed');
      return;
    }
    const pathname = url.pathname;
    if (basePath !== '/' && `${pathname}/` === basePath) {
      res.writeHead(308, { location: basePath + url.search });
      res.end();
      return;
    }
    if (!pathname.startsWith(basePath)) {
      await serveNotFound(req, res);
      return;
    }
    let relative: string;
    try {
      relative = decodeURIComponent(pathname.slice(basePath.length));
    } catch {
      sendText(res, 400, 'Bad request');
      return;
    }
    if (relative.includes('\0')) {
      sendText(res, 400, 'Bad request');
      return;
    }
    let file = path.resolve(root, `.${path.posix.sep}${relative}`);
    // The hosts' own configuration file is read by the host, never served, however the path
    // spells it (`/.%2F_headers`, `/x/..%2F_headers`): the file it resolves to decides.
    if ((file !== root && !file.startsWith(root + path.sep)) || file === headersFile) {
      await serveNotFound(req, res);
      return;
    }
    let info = await fileStat(file);
    if (info?.isDirectory()) {
      if (!pathname.endsWith('/')) {
        // Only ever a path on this host: `//evil.com/…` would send the browser to another.
        const local = `/${pathname.replace(/^[/\\]+/, '')}`;
        res.writeHead(308, { location: `${local}/${url.search}` });
        res.end();
        return;
      }
      file = path.join(file, 'index.html');
      info = await fileStat(file);
    } else if (!info && path.extname(file) === '') {
      // Routes exported without a trailing slash live in `<route>.html`.
      file = `${file}.html`;
      info = await fileStat(file);
    }
    if (!info?.isFile()) {
      await serveNotFound(req, res);
      return;
    }
    await serveFile(req, res, file, 200, pathname);
  }

  /**
   * Forwards the request; with `body`, sends that (already read) instead of streaming it. With
   * `deadline`, an upstream that has not answered by then is given up and `deadline.answer` is
   * sent instead (HTTP 200, JSON). `retried`: this is the one new try of a read (below).
   */
  function proxy(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    target: URL,
    upstreamPath: string,
    body?: Buffer,
    deadline?: { ms: number; answer: () => string },
    retried = false,
  ): void {
    let timedOut = false;
    const secure = target.protocol === 'https:';
    const headers = stripHopByHop(req.headers);
    if (body) headers['content-length'] = String(body.length);
    headers.host = target.host;
    // The upstream may need the address the browser used, e.g. to check a sign-in domain.
    if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    const upstream = (secure ? https : http).request(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port || (secure ? 443 : 80),
        method: req.method,
        path: upstreamPath,
        headers,
        agent: secure ? agents.https : agents.http,
        localAddress: options.proxyFrom,
      },
      (upstreamRes) => {
        if (timer) clearTimeout(timer);
        res.writeHead(
          upstreamRes.statusCode ?? 502,
          upstreamRes.statusMessage,
          stripHopByHop(upstreamRes.headers),
        );
        upstreamRes.pipe(res);
        upstreamRes.on('error', (error) => res.destroy(error));
      },
    );
    const timer = deadline
      ? setTimeout(() => {
          timedOut = true;
          upstream.destroy();
          if (res.headersSent) {
            res.destroy();
            return;
          }
          const text = deadline.answer();
          res.writeHead(200, {
            'content-type': 'application/json; charset=utf-8',
            'content-length': Buffer.byteLength(text),
            'cache-control': 'no-store',
          });
          res.end(text);
        }, deadline.ms)
      : undefined;
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (timer) clearTimeout(timer);
      if (timedOut) return;
      // A kept-alive connection the upstream closed as this request went out (its idle timeout):
      // nothing reached it, and a read is safe to send again, once, on a new connection.
      const isRead = req.method === 'GET' || req.method === 'HEAD';
      if (!retried && isRead && upstream.reusedSocket && error.code === 'ECONNRESET') {
        if (!res.headersSent) {
          proxy(req, res, target, upstreamPath, body, deadline, true);
          return;
        }
      }
      if (res.headersSent) {
        res.destroy(error);
        return;
      }
      const failure = JSON.stringify({
        error: `upstream ${target.origin} failed: ${error.message}`,
      });
      res.writeHead(502, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(failure),
      });
      res.end(failure);
    });
    res.on('close', () => {
      if (timer) clearTimeout(timer);
      if (!res.writableFinished) upstream.destroy();
    });
    if (body) upstream.end(body);
    // A read has no body; on its second try the browser's request has already ended.
    else if (retried) upstream.end();
    else req.pipe(upstream);
  }

  /** `/rpc`: every call in test mode; otherwise only the methods the page uses, each checked. */
  async function proxyRpc(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    target: URL,
  ): Promise<void> {
    const upstreamPath = `${target.pathname}${target.search}`;
    const ms = options.rpcTimeoutMs ?? RPC_TIMEOUT_MS;
    if (options.testMode) {
      proxy(req, res, target, upstreamPath, undefined, {
        ms,
        answer: () => rpcTimedOut(undefined, ms),
      });
      return;
    }
    const body = await readLimited(req, MAX_RPC_BODY_BYTES);
    const refusal = body === null ? rpcTooLarge() : rpcRefusal(body.toString('utf8'));
    if (refusal) {
      const text = JSON.stringify(refusal);
      res.writeHead(body === null ? 413 : 200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(text),
        'cache-control': 'no-store',
      });
      res.end(text);
      return;
    }
    proxy(req, res, target, upstreamPath, body ?? undefined, {
      ms,
      answer: () => rpcTimedOut(body ?? undefined, ms),
    });
  }

  function joinUpstreamPath(target: URL, pathname: string, search: string): string {
    const prefix = target.pathname.replace(/\/+$/, '');
    return `${prefix}${pathname}${search}`;
  }

  /** Same-origin routes the app and the wallet use; also recognised under the base path. */
  function proxyRoute(pathname: string): string | undefined {
    const local =
      basePath !== '/' && pathname.startsWith(basePath)
        ? pathname.slice(basePath.length - 1)
        : pathname;
    if (local === '/rpc' || local === '/rpc/') return '/rpc';
    for (const prefix of ['/api', '/__test']) {
      if (local === prefix || local.startsWith(`${prefix}/`)) return local;
    }
    return undefined;
  }

  /** `/relay`, at the root or under the base path. */
  function isRelayPath(pathname: string): boolean {
    return pathname === '/relay' || (basePath !== '/' && pathname === `${basePath}relay`);
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (options.relay && isRelayPath(url.pathname)) {
      res.setHeader('upgrade', 'websocket');
      sendText(res, 426, 'The WalletConnect relay takes WebSocket connections');
      return;
    }
    if (options.phone && (await handlePhoneRequest(options.phone, req, res, url.pathname))) return;
    const route = proxyRoute(url.pathname);
    if (route === '/rpc') {
      if (req.method !== 'POST') {
        res.setHeader('allow', 'POST');
        sendText(res, 405, 'JSON-RPC takes POST');
      } else if (!rpcTarget) sendText(res, 502, 'No RPC upstream configured');
      else await proxyRpc(req, res, rpcTarget);
      return;
    }
    if (route !== undefined) {
      if (!apiTarget) sendText(res, 502, 'No API upstream configured');
      else proxy(req, res, apiTarget, joinUpstreamPath(apiTarget, route, url.search));
      return;
    }
    // Every answer for the export, its 404s and redirects included, carries what `_headers`
    // says for its path (the path inside the export, as a host serving it at its root sees it).
    const inExport = url.pathname.startsWith(basePath)
      ? `/${url.pathname.slice(basePath.length)}`
      : url.pathname;
    for (const [name, value] of Object.entries(headersFor(headerRules, inExport))) {
      res.setHeader(name, value);
    }
    await serveStatic(req, res, url);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('web server: request failed', error);
      if (!res.headersSent) sendText(res, 500, 'Internal server error');
      else res.destroy();
    });
  });

  // Upgraded sockets are no longer the HTTP server's to close, yet keep it from closing.
  const upgraded = new Set<Duplex>();
  server.on('upgrade', (req, socket: Duplex, head: Buffer) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (!options.relay || !isRelayPath(pathname)) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
    options.relay.handleUpgrade(req, socket, head);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url: origin + basePath,
    origin,
    port,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
        for (const socket of upgraded) socket.destroy();
        agents.http.destroy();
        agents.https.destroy();
      }),
  };
}
