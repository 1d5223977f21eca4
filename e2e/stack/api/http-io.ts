import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Envelope, IDEMPOTENCY_HEADER } from '@/lib/contract/contract';
import { badRequest } from './codes';

const MAX_BODY_BYTES = 1024 * 1024;

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

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Keep draining so the socket stays usable for the answer.
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => {
      if (tooLarge) reject(badRequest('request body too large'));
      else resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', reject);
  });
}

/** An empty body reads as `{}`, so a POST without fields still reaches field validation. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return {};
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
