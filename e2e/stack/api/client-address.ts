import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';

/** `::ffff:127.0.0.2` and `127.0.0.2` are one peer: an IPv4 caller on a dual-stack socket. */
function plain(address: string): string {
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

/** How many 16-bit groups these parts of an IPv6 address hold (a dotted IPv4 tail holds two). */
const width = (parts: readonly string[]) =>
  parts.reduce((groups, part) => groups + (part.includes('.') ? 2 : 1), 0);

/**
 * The /64 network of an IPv6 address (`2001:db8:1:2::/64`), the block one subscriber is given:
 * counted by whole address, one phone could take a new one for every request. IPv4 addresses
 * are kept whole.
 */
export function clientNetwork(address: string): string {
  if (!isIPv6(address)) return address;
  const bare = address.split('%')[0]!.toLowerCase();
  const [left = '', right] = bare.split('::');
  const head = left ? left.split(':') : [];
  const tail = right ? right.split(':') : [];
  const zeros = right === undefined ? [] : Array(8 - width(head) - width(tail)).fill('0');
  const groups = [...head, ...zeros, ...tail].slice(0, 4);
  return `${groups.map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}

/**
 * Who a request is counted under for rate limits: the peer, unless the peer is one of the
 * configured proxies, in which case the last `X-Forwarded-For` entry (the one that proxy
 * wrote). Earlier entries, and the header of anyone else, are whatever the caller sent and
 * are never believed. An IPv6 client is its /64 network (`clientNetwork`).
 */
export function clientAddress(req: IncomingMessage, trustedProxies: readonly string[]): string {
  const peer = plain(req.socket.remoteAddress ?? 'unknown');
  if (!trustedProxies.some((proxy) => plain(proxy) === peer)) return clientNetwork(peer);
  const header = req.headers['x-forwarded-for'];
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '');
  const last = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .at(-1);
  return clientNetwork(plain(last ?? peer));
}
