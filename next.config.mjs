// @ts-check
import createNextIntlPlugin from 'next-intl/plugin';
import { ADDRESS_VARIABLES, buildEnvProblem, walletConnectNotice } from './scripts/build-env.mjs';
import { startTechniqueOff } from './scripts/start-switches.mjs';

// Everything comes from the environment: a production build (`next build`) stops here, naming
// what is missing, instead of shipping an app with empty contract addresses. The local stack's
// build passes its deployment the same way (`npm run build:stack`).
if (process.env.NODE_ENV === 'production') {
  const problem = buildEnvProblem(process.env);
  if (problem) throw new Error(problem);
  // Said once: the build's workers load this file again, with the parent's environment.
  const notice = walletConnectNotice(process.env);
  if (notice && !process.env.RWAT_WALLETCONNECT_NOTICE_SHOWN) {
    console.warn(notice);
    process.env.RWAT_WALLETCONNECT_NOTICE_SHOWN = '1';
  }
}

/** @type {Record<string, string>} */
const env = {
  // Empty: the page's own origin (only the local stack's build may leave it so).
  NEXT_PUBLIC_API_BASE: process.env.NEXT_PUBLIC_API_BASE ?? '',
  NEXT_PUBLIC_RPC_URL: process.env.NEXT_PUBLIC_RPC_URL ?? '/rpc',
  NEXT_PUBLIC_CHAIN_ID: process.env.NEXT_PUBLIC_CHAIN_ID ?? '56',
  NEXT_PUBLIC_EXPLORER_URL: process.env.NEXT_PUBLIC_EXPLORER_URL ?? 'https://bscscan.com',
  NEXT_PUBLIC_APP_VERSION: process.env.npm_package_version ?? '1.0.0',
  // Empty: no WalletConnect (the option is hidden). The relay is WalletConnect's own unless set.
  NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: process.env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID ?? '',
  NEXT_PUBLIC_WALLETCONNECT_RELAY_URL: process.env.NEXT_PUBLIC_WALLETCONNECT_RELAY_URL ?? '',
};
// The addresses have no default: lib/config.ts refuses to run without them.
for (const name of ADDRESS_VARIABLES) {
  const value = process.env[name]?.trim();
  if (value) env[name] = value;
}

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
  // round trip, and the page's first script, which starts the session's code and the words,
  // waits for no stylesheet (on and off, 2026-12-07: 177 ms sooner to a wallet user's balances).
  experimental: { inlineCss: !startTechniqueOff('inline-stylesheet') },
  // The budget and the specs tell chunks apart by the sources their maps name
  // (scripts/chunk-sources.mjs); the build sets the maps aside, out of the export.
  productionBrowserSourceMaps: true,
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
