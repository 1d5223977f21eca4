#!/usr/bin/env node
// Writes a Content-Security-Policy <meta> into every exported HTML page. Inline scripts (the
// framework's bootstrap data, the page's language script) are allowed by their SHA-256 hashes,
// so no 'unsafe-inline' for scripts. connect-src is limited to this origin plus the configured
// API and RPC origins. Directives a <meta> cannot carry (frame-ancestors) live in
// public/_headers for static hosts. Runs after `next build`; running it twice changes nothing.
//
//   node scripts/csp.mjs [out]
import { createHash } from 'node:crypto';
import { htmlPages, invokedDirectly, rewriteFiles } from './export-files.mjs';
import { editHtml } from './export-html.mjs';

/** The origins of the absolute http(s) URLs among `urls` (relative ones are this origin). */
export function origins(...urls) {
  return urls.filter((u) => u && /^https?:\/\//.test(u)).map((u) => new URL(u).origin);
}

/** WalletConnect's own relays, used when the build names none. */
export const WALLETCONNECT_RELAYS = [
  'wss://relay.walletconnect.org',
  'wss://relay.walletconnect.com',
];
/** WalletConnect's Verify, which its client loads in a frame to attest this origin. */
export const WALLETCONNECT_VERIFY = [
  'https://verify.walletconnect.org',
  'https://verify.walletconnect.com',
];

const offersWalletConnect = (env) => Boolean(env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID?.trim());

/** The relay a WalletConnect build reaches: the configured one (a relative one is 'self'). */
function walletConnectRelays(env) {
  if (!offersWalletConnect(env)) return [];
  const relay = env.NEXT_PUBLIC_WALLETCONNECT_RELAY_URL?.trim();
  if (!relay) return WALLETCONNECT_RELAYS;
  if (!/^wss?:\/\//.test(relay)) return [];
  const url = new URL(relay);
  return [`${url.protocol}//${url.host}`];
}

/** The connect-src list for a build's configuration. */
export function connectSources(env) {
  return [
    ...new Set([
      "'self'",
      ...origins(env.NEXT_PUBLIC_API_BASE, env.NEXT_PUBLIC_RPC_URL),
      ...walletConnectRelays(env),
    ]),
  ];
}

/** The frame-src list: WalletConnect's Verify where the build offers WalletConnect. */
export function frameSources(env) {
  return offersWalletConnect(env) ? WALLETCONNECT_VERIFY : [];
}

/** The policy for a page whose inline scripts have these SHA-256 hashes (base64). */
export function policy(hashes, connect, frames = []) {
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.map((h) => `'sha256-${h}'`).join(' ')}`,
    // React sets style attributes; style elements come from our own CSS files.
    "style-src 'self' 'unsafe-inline'",
    // Images only from the app and data: URLs; a notice's remote image would track its readers.
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    ...(frames.length > 0 ? [`frame-src ${frames.join(' ')}`] : []),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

const isPolicyMeta = (meta) =>
  (meta.getAttribute('http-equiv') ?? '').toLowerCase() === 'content-security-policy';

/**
 * The page with one policy <meta> at the start of <head> (any earlier one replaced), allowing exactly
 * its inline scripts.
 * @param {string} html
 * @param {string[]} connect
 */
export function withContentSecurityPolicy(html, connect, frames = []) {
  return editHtml(html, (document) => {
    for (const meta of document.querySelectorAll('meta[http-equiv]'))
      if (isPolicyMeta(meta)) meta.remove();
    const hashes = [...document.querySelectorAll('script:not([src])')].map((script) =>
      createHash('sha256')
        .update(script.textContent ?? '', 'utf8')
        .digest('base64'),
    );
    const meta = document.createElement('meta');
    meta.setAttribute('http-equiv', 'Content-Security-Policy');
    meta.setAttribute('content', policy([...new Set(hashes)], connect, frames));
    // After the character set, which browsers look for in the first bytes; before any script.
    const charset = document.head.querySelector('meta[charset]');
    if (charset) charset.after(meta);
    else document.head.prepend(meta);
  });
}

/** Writes the policy into every exported page under `dir`; returns the pages it changed. */
export function applyContentSecurityPolicy(dir = 'out', env = process.env) {
  const connect = connectSources(env);
  const frames = frameSources(env);
  return rewriteFiles(dir, htmlPages(dir), (html) =>
    withContentSecurityPolicy(html, connect, frames),
  );
}

if (invokedDirectly(import.meta.url)) {
  const dir = process.argv[2] ?? 'out';
  const pages = htmlPages(dir);
  applyContentSecurityPolicy(dir);
  console.info(`Content-Security-Policy written into ${pages.length} HTML file(s)`);
}
