import { createServer } from 'node:net';

/** The loopback address the stack's web server proxies from, where the system has it. */
const PROXY_ADDRESS = '127.0.0.2';

/**
 * An address of its own for the web server's proxied requests, so the API can tell its proxy
 * from any other caller on this machine and believe only the proxy's `X-Forwarded-For`. Linux
 * answers on all of 127.0.0.0/8; where only 127.0.0.1 exists (macOS by default) this is null,
 * and the API trusts no proxy: every local caller is then counted as 127.0.0.1, which is what
 * the browser is anyway.
 */
export function stackProxyAddress(): Promise<string | null> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(null));
    probe.listen(0, PROXY_ADDRESS, () => probe.close(() => resolve(PROXY_ADDRESS)));
  });
}
