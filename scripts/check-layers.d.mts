// Types for scripts/check-layers.mjs, so TypeScript tests can import it.
export const rules: [RegExp, RegExp, string][];
export function importsOf(source: string): string[];
export function folderOf(file: string): string;
export function folderCycles(edges: Map<string, Set<string>>): string[][];
export function checkLayers(
  files: string[],
  read: (file: string) => string,
  exists: (file: string) => boolean,
): string[];
