// Types for scripts/paint-first.mjs, so TypeScript tests can import it.
export const LOADER: string;
export function paintFirst(html: string): string;
export function applyPaintFirst(dir?: string): string[];
