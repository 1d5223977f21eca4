// Types for scripts/chunk-preloads.mjs, so TypeScript tests can import it.
export const PART_MODULES: Record<string, string[]>;
export function loaderLists(code: string): string[][];
export function partFiles(
  lists: string[][],
  sources: Map<string, string[]>,
): Record<string, string[]>;
export function writePreloads(dir?: string): Record<string, string[]>;
