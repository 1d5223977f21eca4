// Types for scripts/compile-hints.mjs, so TypeScript tests can import it.
export const COMPILE_HINT: string;
export function withCompileHint(source: string): string;
export function addCompileHints(dir?: string): string[];
