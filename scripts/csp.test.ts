// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { connectSources, frameSources, withContentSecurityPolicy } from './csp.mjs';
import { parseHtml } from './export-html.mjs';

const bootstrap = 'self.__next_f=self.__next_f||[];self.__next_f.push([0,"<\\/script>"])';
const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>
<script>document.documentElement.lang="en"</script>
<script src="./_next/static/chunks/main.js" async=""></script>
<style>body{color:red}</style></head>
<body><p title="a &amp; b">x</p><script>${bootstrap}</script></body></html>`;

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** The policy the page carries, by directive. */
function carried(html: string): Map<string, string> {
  const metas = [...parseHtml(html).querySelectorAll('meta[http-equiv]')];
  expect(metas).toHaveLength(1);
  const content = metas[0]?.getAttribute('content') ?? '';
  return new Map(
    content.split('; ').map((d) => [d.split(' ')[0] ?? '', d.slice(d.indexOf(' ') + 1)]),
  );
}

describe('Content-Security-Policy', () => {
  const connect = connectSources({
    NEXT_PUBLIC_API_BASE: 'https://api.example.org/v1',
    NEXT_PUBLIC_RPC_URL: '/rpc',
  });
  const done = withContentSecurityPolicy(PAGE, connect);

  it('allows exactly the inline scripts, by their hashes, and no inline script otherwise', () => {
    const scripts = carried(done).get('script-src') ?? '';
    expect(scripts.split(' ').sort()).toEqual(
      [
        "'self'",
        `'sha256-${sha('document.documentElement.lang="en"')}'`,
        `'sha256-${sha(bootstrap)}'`,
      ].sort(),
    );
    expect(scripts).not.toContain('unsafe-inline');
  });

  it('keeps the inline scripts byte for byte, so their hashes hold in the file', () => {
    const inline = [...parseHtml(done).querySelectorAll('script:not([src])')].map(
      (s) => s.textContent,
    );
    expect(inline).toEqual(['document.documentElement.lang="en"', bootstrap]);
    expect(done).toContain(`<script>${bootstrap}</script>`);
  });

  it('connects only to this origin and the configured API origin', () => {
    expect(carried(done).get('connect-src')).toBe("'self' https://api.example.org");
    expect(carried(done).get('object-src')).toBe("'none'");
  });

  it('loads images only from this origin and data: URLs, never from elsewhere', () => {
    expect(carried(done).get('img-src')).toBe("'self' data:");
  });

  it('puts the policy right after the character set, before any script', () => {
    const head = [...parseHtml(done).head.children].map((e) => e.tagName.toLowerCase());
    expect(head.slice(0, 3)).toEqual(['meta', 'meta', 'script']);
    expect(parseHtml(done).head.children[1]?.getAttribute('http-equiv')).toBe(
      'Content-Security-Policy',
    );
  });

  it('changes nothing when run again', () => {
    expect(withContentSecurityPolicy(done, connect)).toBe(done);
  });
});

describe('Content-Security-Policy of a WalletConnect build', () => {
  const env = { NEXT_PUBLIC_RPC_URL: '/rpc', NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: 'cafe' };

  it('lets the page reach WalletConnect’s relay and frame its Verify, only when offered', () => {
    const done = withContentSecurityPolicy(PAGE, connectSources(env), frameSources(env));
    expect(carried(done).get('connect-src')?.split(' ')).toEqual([
      "'self'",
      'wss://relay.walletconnect.org',
      'wss://relay.walletconnect.com',
    ]);
    expect(carried(done).get('frame-src')).toBe(
      'https://verify.walletconnect.org https://verify.walletconnect.com',
    );
    const without = withContentSecurityPolicy(PAGE, connectSources({}), frameSources({}));
    expect(carried(without).get('connect-src')).toBe("'self'");
    expect(carried(without).has('frame-src')).toBe(false);
  });

  it('reaches a configured relay instead: on this origin (self) or its own', () => {
    expect(connectSources({ ...env, NEXT_PUBLIC_WALLETCONNECT_RELAY_URL: '/relay' })).toEqual([
      "'self'",
    ]);
    expect(
      connectSources({ ...env, NEXT_PUBLIC_WALLETCONNECT_RELAY_URL: 'wss://relay.example:8443/x' }),
    ).toEqual(["'self'", 'wss://relay.example:8443']);
  });
});
