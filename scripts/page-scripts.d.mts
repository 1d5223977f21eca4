// Types for scripts/page-scripts.mjs, so TypeScript tests can import it.
export function pageScripts(html: string): { first: string[]; nomodule: string[] };
