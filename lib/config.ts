import type { Address } from 'viem';

/**
 * A contract address from the build's configuration. There is no default: an app without its
 * contracts must fail where it starts, with the variable's name, not in a person's wallet.
 */
export function configuredAddress(value: string | undefined, name: string): Address {
  if (!value || !/^0x[0-9a-fA-F]{40}$/.test(value))
    throw new Error(`${name} is ${value ? `not an address: ${value}` : 'not set'} at build time`);
  return value as Address;
}

/**
 * Build-time configuration. Values are inlined by the bundler from NEXT_PUBLIC_* variables
 * (each `process.env.NAME` must stay written out in full for that); next.config.mjs checks them
 * and sets the defaults of the optional ones.
 */
export const config = {
  /** Origin (or path prefix) of the API; empty means same origin. */
  apiBase: process.env.NEXT_PUBLIC_API_BASE ?? '',
  /** JSON-RPC endpoint for reads; relative URLs resolve against the page. */
  rpcUrl: process.env.NEXT_PUBLIC_RPC_URL ?? '/rpc',
  chainId: Number(process.env.NEXT_PUBLIC_CHAIN_ID ?? 56),
  explorerUrl: process.env.NEXT_PUBLIC_EXPLORER_URL ?? 'https://bscscan.com',
  tokens: {
    USDT: configuredAddress(process.env.NEXT_PUBLIC_USDT_ADDRESS, 'NEXT_PUBLIC_USDT_ADDRESS'),
    RWAC: configuredAddress(process.env.NEXT_PUBLIC_RWAC_ADDRESS, 'NEXT_PUBLIC_RWAC_ADDRESS'),
  },
  vault: configuredAddress(process.env.NEXT_PUBLIC_VAULT_ADDRESS, 'NEXT_PUBLIC_VAULT_ADDRESS'),
  version: process.env.NEXT_PUBLIC_APP_VERSION ?? '1.0.0',
  /** WalletConnect's project id; empty: WalletConnect is not offered. */
  walletConnectProjectId: process.env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID ?? '',
  /** The WalletConnect relay; empty: WalletConnect's own. A relative URL is on this origin. */
  walletConnectRelayUrl: process.env.NEXT_PUBLIC_WALLETCONNECT_RELAY_URL ?? '',
  requestTimeoutMs: 60_000,
  chunkLoadTimeoutMs: 120_000,
  asyncPlaceholderDelayMs: 200,
  toastDurationMs: 2_500,
  sessionEndDelayMs: 500,
  addressCheckDelayMs: 1_500,
} as const;

/** Waits the test stack may shorten (e2e/fixtures/timing.ts names what each one is). */
export type TestTimingName =
  | 'requestTimeoutMs'
  | 'receiptWaitMs'
  | 'watchRetryMs'
  | 'sessionEndDelayMs'
  | 'priceRefreshMs';

/**
 * Timing the test stack may shorten (a stalled-response test cannot wait 60 s). Only the test
 * stack sets `window.__RWAT_TEST_TIMING__`; a production page never has it. Read each time a
 * wait starts, so a test may shorten a wait from a given moment on.
 */
export function testTiming(name: TestTimingName, fallback: number): number {
  if (typeof window === 'undefined') return fallback;
  const override = (window as { __RWAT_TEST_TIMING__?: Record<string, unknown> })
    .__RWAT_TEST_TIMING__?.[name];
  return typeof override === 'number' && override > 0 ? override : fallback;
}

export function requestTimeoutMs(): number {
  return testTiming('requestTimeoutMs', config.requestTimeoutMs);
}

/** An API path under the configured base, e.g. `/api/login` → `https://api.example/api/login`. */
export function apiUrl(path: string): string {
  return `${config.apiBase.replace(/\/+$/, '')}${path}`;
}

/** Resolves a possibly relative URL from config against the current page. */
export function absoluteUrl(url: string): string {
  if (typeof window === 'undefined') return url;
  return new URL(url || '/', window.location.href).href;
}
