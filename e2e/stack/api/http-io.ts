import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Envelope, IDEMPOTENCY_HEADER } from '@/lib/contract/contract';
import { badRequest } from './codes';

export const MAX_BODY_BYTES = 1024 * 1024;

const ALLOWED_HEADERS = [
  'Authorization',
  'lang',
  'Content-Type',
  'key',
  'isAuth',
  'Locale',
  IDEMPOTENCY_HEADER,
];

/**
 * Only the configured web origins may call from a browser; any other page gets no CORS answer,
 * so its script cannot read a nonce or a login result. Same-origin (proxied) calls need none.
 */
export function applyCors(
  req: IncomingMessage,
  res: ServerResponse,
  origins: readonly string[],
): void {
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  if (origin === undefined || !origins.includes(origin)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS.join(', '));
  res.setHeader('Access-Control-Max-Age', '600');
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

export function sendEnvelope<T>(res: ServerResponse, envelope: Envelope<T>, status = 200): void {
  sendJson(res, status, envelope);
}

export function sendNotFound(res: ServerResponse): void {
  sendJson(res, 404, { code: 404, msg: 'not found', data: null });
}

/**
 * The request's body as text. One over MAX_BODY_BYTES is refused as soon as it is known (from its
 * declared length, or once that much has come), and its connection is closed after the answer
 * instead of read to its end: a body of any size costs at most a megabyte.
 */
export function readBody(req: IncomingMessage, res: ServerResponse): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const refuse = () => {
      req.removeListener('data', onData);
      req.removeListener('end', onEnd);
      req.pause();
      res.setHeader('Connection', 'close');
      reject(badRequest('request body too large'));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) refuse();
      else chunks.push(chunk);
    };
    const onEnd = () => resolve(Buffer.concat(chunks).toString('utf8'));
    if (Number(req.headers['content-length']) > MAX_BODY_BYTES) {
      refuse();
      return;
    }
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', reject);
  });
}

/** How deep a request body may nest; no request of the contract needs more than a few levels. */
export const MAX_JSON_DEPTH = 32;

/**
 * Does `text` open more than `limit` arrays or objects inside one another? Counted on the text,
 * outside strings, before anything parses it: a body nested 100 000 deep must cost one pass, and
 * no recursive reader (a fingerprint, a schema check) may ever meet it.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}

/**
 * An empty body reads as `{}`, so a POST without fields still reaches field validation. A body
 * nested deeper than `MAX_JSON_DEPTH` is refused before it is parsed.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return {};
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw badRequest(`request body nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('malformed JSON body');
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function headerText(value: string | string[] | undefined): string | null {
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}
