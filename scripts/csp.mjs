#!/usr/bin/env node
// Writes a Content-Security-Policy <meta> into every exported HTML file. Inline scripts (the
// framework's bootstrap data) are allowed by their SHA-256 hashes, so no 'unsafe-inline' for
// scripts. connect-src is limited to this origin plus the configured API and RPC origins.
// Directives a <meta> cannot carry (frame-ancestors) live in public/_headers for static hosts.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlPages } from './export-files.mjs';

const OUT = process.argv[2] ?? 'out';

function origins(...urls) {
  return urls.filter((u) => u && /^https?:\/\//.test(u)).map((u) => new URL(u).origin);
}

const connect = [
  "'self'",
  ...origins(
    process.env.NEXT_PUBLIC_API_BASE,
    process.env.NEXT_PUBLIC_LEGACY_API_BASE,
    process.env.NEXT_PUBLIC_RPC_URL,
  ),
];

function policy(hashes) {
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.map((h) => `'sha256-${h}'`).join(' ')}`,
    // React sets style attributes; style elements come from our own CSS files.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

let count = 0;
for (const file of htmlPages(OUT).map((page) => join(OUT, page))) {
  let html = readFileSync(file, 'utf8');
  html = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    createHash('sha256').update(m[1], 'utf8').digest('base64'),
  );
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy([...new Set(hashes)])}"/>`;
  html = html.replace(/<head([^>]*)>/, `<head$1>${meta}`);
  writeFileSync(file, html);
  count++;
}
console.info(`Content-Security-Policy written into ${count} HTML file(s)`);
