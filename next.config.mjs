// @ts-check
import { readFileSync } from 'node:fs';
import createNextIntlPlugin from 'next-intl/plugin';

/** The local stack's deployment is the documented default; a real build sets NEXT_PUBLIC_*. */
const stack = JSON.parse(
  readFileSync(new URL('./e2e/stack/stack.config.json', import.meta.url), 'utf8'),
);

const env = {
  NEXT_PUBLIC_API_BASE: process.env.NEXT_PUBLIC_API_BASE ?? '',
  NEXT_PUBLIC_RPC_URL: process.env.NEXT_PUBLIC_RPC_URL ?? '/rpc',
  NEXT_PUBLIC_CHAIN_ID: process.env.NEXT_PUBLIC_CHAIN_ID ?? String(stack.chainId),
  NEXT_PUBLIC_USDT_ADDRESS: process.env.NEXT_PUBLIC_USDT_ADDRESS ?? stack.contracts.USDT,
  NEXT_PUBLIC_RWAC_ADDRESS: process.env.NEXT_PUBLIC_RWAC_ADDRESS ?? stack.contracts.RWAC,
  NEXT_PUBLIC_VAULT_ADDRESS: process.env.NEXT_PUBLIC_VAULT_ADDRESS ?? stack.contracts.vault,
  NEXT_PUBLIC_EXPLORER_URL: process.env.NEXT_PUBLIC_EXPLORER_URL ?? 'https://bscscan.com',
  NEXT_PUBLIC_LEGACY_API_BASE: process.env.NEXT_PUBLIC_LEGACY_API_BASE ?? '/api/legacy',
  // The legacy layer's fixed public key (SPKI, base64); the default is the local stack's test key.
  NEXT_PUBLIC_LEGACY_PUBLIC_KEY: process.env.NEXT_PUBLIC_LEGACY_PUBLIC_KEY ?? stack.legacyPublicKey,
  NEXT_PUBLIC_APP_VERSION: process.env.npm_package_version ?? '1.0.0',
};

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Relative asset URLs let the same export run from "/" or from any sub-path.
  assetPrefix: './',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // The stylesheet (about 5 KB gzip) travels inside the page: the first paint needs no second
  // round trip, which on a slow phone network is most of the time to first content.
  experimental: { inlineCss: true },
  env,
};

// Catalogues are precompiled at build time: the browser gets ready-made message formats and
// never downloads an ICU parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    messages: {
      path: './messages',
      format: 'json',
      locales: 'infer',
      sourceLocale: 'en',
      precompile: true,
    },
  },
});

export default withNextIntl(nextConfig);
