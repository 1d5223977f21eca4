// Types for scripts/build-sw.mjs, so TypeScript tests can import it.
export const NETWORK_ONLY_PATHS: RegExp[];
export const SHELL_PATTERNS: string[];
export function nomoduleScripts(indexHtml: string): string[];
export function stampVersion(indexHtml: string, version: string): string;
export function walletAppChunks(sources: Map<string, string[]>): string[];
export function serviceWorkerConfig(
  dir: string,
  sources?: Map<string, string[]>,
): {
  globDirectory: string;
  globPatterns: string[];
  globIgnores: string[];
  swDest: string;
  skipWaiting: boolean;
  clientsClaim: boolean;
  navigateFallback: string;
  navigateFallbackDenylist: RegExp[];
  runtimeCaching: unknown[];
  cacheId: string;
  [option: string]: unknown;
};
export function buildServiceWorker(options?: { dir?: string; version?: string }): Promise<{
  count: number;
  size: number;
  warnings: string[];
  filePaths: string[];
}>;
