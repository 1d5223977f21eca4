// Types for scripts/catalogue-preload.mjs, so TypeScript tests can import it.
export function languageIds(messagesDir?: string): string[];
export function catalogueChunks(
  texts: Map<string, string>,
  languages: string[],
): Record<string, string[]>;
export function withCatalogueChunks(
  html: string,
  chunks: Record<string, string[]>,
  page: string,
): string;
export function addCataloguePreloads(dir?: string, messagesDir?: string): string[];
