// Types for scripts/chunk-preloads.mjs, so TypeScript tests and specs can import it.
export const SESSION_PARTS: Record<string, string>;
export function languageEntry(id: string): string;
export function languageIds(messagesDir?: string): string[];
export function preloadedParts(messagesDir?: string): Record<string, string>;
export function staticImports(entries: string[]): Promise<Map<string, string[]>>;
export function reachable(graph: Map<string, string[]>, entry: string): Set<string>;
export function partChunks(
  parts: Record<string, string>,
  graph: Map<string, string[]>,
  sources: Map<string, string[]>,
  pageChunks: Set<string>,
): Record<string, string[]>;
export function loaderChunks(sources: Map<string, string[]>, pageChunks: Set<string>): string[];
export function withPreloadedChunks(
  html: string,
  chunks: Record<string, string[]>,
  page: string,
): string;
export function wantsPreloads(html: string): boolean;
export function addChunkPreloads(
  dir?: string,
  messagesDir?: string,
  sources?: Map<string, string[]>,
): Promise<string[]>;
