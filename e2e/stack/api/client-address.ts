import type { IncomingMessage } from 'node:http';

/** `::ffff:127.0.0.2` and `127.0.0.2` are one peer: an IPv4 caller on a dual-stack socket. */
function plain(address: string): string {
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

/**
 * Who a request is counted under for rate limits: the peer, unless the peer is one of the
 * configured proxies, in which case the last `X-Forwarded-For` entry (the one that proxy
 * wrote). Earlier entries, and the header of anyone else, are whatever the caller sent and
 * are never believed.
 */
export function clientAddress(req: IncomingMessage, trustedProxies: readonly string[]): string {
  const peer = plain(req.socket.remoteAddress ?? 'unknown');
  if (!trustedProxies.some((proxy) => plain(proxy) === peer)) return peer;
  const header = req.headers['x-forwarded-for'];
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '');
  const last = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .at(-1);
  return last ?? peer;
}
