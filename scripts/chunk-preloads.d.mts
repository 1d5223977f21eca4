// Types for scripts/chunk-preloads.mjs, so TypeScript tests can import it.
export function languageIds(messagesDir?: string): string[];
export function wantedParts(html: string): string[];
export function inlinedStyles(html: string): Set<string>;
export function namedChunks(texts: Map<string, string>, names: string[]): Record<string, string[]>;
export function withPreloadedChunks(
  html: string,
  chunks: Record<string, string[]>,
  page: string,
): string;
export function addChunkPreloads(dir?: string, messagesDir?: string): string[];
