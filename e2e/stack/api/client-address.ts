import type { IncomingMessage } from 'node:http';

/**
 * Who a request is counted under for rate limits: the peer, unless the peer is a trusted proxy,
 * in which case the last `X-Forwarded-For` entry (the one that proxy wrote). Earlier entries
 * are whatever the caller sent and are never believed.
 */
export function clientAddress(req: IncomingMessage, trustedProxies: readonly string[]): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (!trustedProxies.includes(peer)) return peer;
  const header = req.headers['x-forwarded-for'];
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '');
  const last = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .at(-1);
  return last ?? peer;
}
