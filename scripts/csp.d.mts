// Types for scripts/csp.mjs, so TypeScript tests can import it.
export function origins(...urls: (string | undefined)[]): string[];
export function connectSources(env: Record<string, string | undefined>): string[];
export function policy(hashes: string[], connect: string[]): string;
export function withContentSecurityPolicy(html: string, connect: string[]): string;
export function applyContentSecurityPolicy(
  dir?: string,
  env?: Record<string, string | undefined>,
): string[];
