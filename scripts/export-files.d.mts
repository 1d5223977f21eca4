// Types for scripts/export-files.mjs, so TypeScript tests can import it.
export function htmlPages(dir: string, under?: string): string[];
export function rewriteFiles(
  dir: string,
  files: string[],
  transform: (text: string) => string,
): string[];
export function invokedDirectly(moduleUrl: string): boolean;
