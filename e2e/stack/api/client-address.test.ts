// @vitest-environment node
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, clientNetwork } from './client-address';

/** A request as the server sees it: its peer and its headers. */
const request = (peer: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

describe('the client a request is counted under', () => {
  it('an IPv6 peer is its /64 network: a phone taking a new address each time is one client', () => {
    const one = clientAddress(request('2001:db8:1:2:aaaa:bbbb:cccc:1'), []);
    expect(one).toBe('2001:db8:1:2::/64');
    expect(clientAddress(request('2001:0db8:0001:0002::ffff'), [])).toBe(one);
    expect(clientAddress(request('2001:db8:1:3::1'), [])).not.toBe(one);
  });

  it('reads every spelling of an IPv6 address: compressed, zoned, with an IPv4 tail', () => {
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('2001:DB8::')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
    expect(clientNetwork('1:2:3:4:5:6:1.2.3.4')).toBe('1:2:3:4::/64');
  });

  it('keeps IPv4 whole, an IPv4 peer on a dual-stack socket as itself', () => {
    expect(clientAddress(request('203.0.113.7'), [])).toBe('203.0.113.7');
    expect(clientAddress(request('::ffff:203.0.113.7'), [])).toBe('203.0.113.7');
  });

  it("believes X-Forwarded-For's last entry from a configured proxy only, as a network too", () => {
    const proxied = request('127.0.0.2', '198.51.100.1, 2001:db8:9:9:1::5');
    expect(clientAddress(proxied, ['127.0.0.2'])).toBe('2001:db8:9:9::/64');
    expect(clientAddress(proxied, [])).toBe('127.0.0.2');
    expect(clientAddress(request('127.0.0.2', '::ffff:198.51.100.1'), ['127.0.0.2'])).toBe(
      '198.51.100.1',
    );
  });
});
