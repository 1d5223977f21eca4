import type { Address } from 'viem';

/**
 * Build-time configuration. Values are inlined by the bundler from NEXT_PUBLIC_* variables;
 * next.config.mjs documents the defaults, which point at the local stack.
 */
export const config = {
  /** Origin (or path prefix) of the API; empty means same origin. */
  apiBase: process.env.NEXT_PUBLIC_API_BASE ?? '',
  /** JSON-RPC endpoint for reads; relative URLs resolve against the page. */
  rpcUrl: process.env.NEXT_PUBLIC_RPC_URL ?? '/rpc',
  chainId: Number(process.env.NEXT_PUBLIC_CHAIN_ID ?? 56),
  explorerUrl: process.env.NEXT_PUBLIC_EXPLORER_URL ?? 'https://bscscan.com',
  tokens: {
    USDT: (process.env.NEXT_PUBLIC_USDT_ADDRESS ?? '0x') as Address,
    RWAC: (process.env.NEXT_PUBLIC_RWAC_ADDRESS ?? '0x') as Address,
  },
  vault: (process.env.NEXT_PUBLIC_VAULT_ADDRESS ?? '0x') as Address,
  version: process.env.NEXT_PUBLIC_APP_VERSION ?? '1.0.0',
  legacyApiBase: process.env.NEXT_PUBLIC_LEGACY_API_BASE ?? '/api/legacy',
  /** SPKI public key (base64) that wraps each request's one-time key in the legacy layer. */
  legacyPublicKey: process.env.NEXT_PUBLIC_LEGACY_PUBLIC_KEY ?? '',
  requestTimeoutMs: 60_000,
  chunkLoadTimeoutMs: 120_000,
  asyncPlaceholderDelayMs: 200,
  toastDurationMs: 2_000,
  sessionEndDelayMs: 500,
  addressCheckDelayMs: 1_500,
} as const;

/**
 * Timing the test stack may shorten (a stalled-response test cannot wait 60 s). Only the test
 * stack sets `window.__RWAT_TEST_TIMING__`; a production page never has it.
 */
export function testTiming(name: 'requestTimeoutMs' | 'receiptWaitMs', fallback: number): number {
  if (typeof window === 'undefined') return fallback;
  const override = (window as { __RWAT_TEST_TIMING__?: Record<string, unknown> })
    .__RWAT_TEST_TIMING__?.[name];
  return typeof override === 'number' && override > 0 ? override : fallback;
}

export function requestTimeoutMs(): number {
  return testTiming('requestTimeoutMs', config.requestTimeoutMs);
}

/** Resolves a possibly relative URL from config against the current page. */
export function absoluteUrl(url: string): string {
  if (typeof window === 'undefined') return url;
  return new URL(url || '/', window.location.href).href;
}
