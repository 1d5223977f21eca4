// Types for scripts/csp.mjs, so TypeScript tests can import it.
export const WALLETCONNECT_RELAYS: string[];
export const WALLETCONNECT_VERIFY: string[];
export function origins(...urls: (string | undefined)[]): string[];
export function connectSources(env: Record<string, string | undefined>): string[];
export function frameSources(env: Record<string, string | undefined>): string[];
export function policy(hashes: string[], connect: string[], frames?: string[]): string;
export function withContentSecurityPolicy(
  html: string,
  connect: string[],
  frames?: string[],
): string;
export function applyContentSecurityPolicy(
  dir?: string,
  env?: Record<string, string | undefined>,
): string[];
