// Types for scripts/catalogue-parts.mjs, so TypeScript tests can import it.
export const START_NAMESPACES: string[];
export const START_ERRORS: string[];
export const PARTS_DIR: string;
export const APP_ENTRIES: string[];
/** Each part: namespace → key → text (a catalogue's namespaces hold words only). */
type Part = Record<string, Record<string, unknown>>;
export function splitCatalogue(catalogue: Record<string, unknown>): { start: Part; screens: Part };
export function catalogueParts(messagesDir?: string): Map<string, string>;
export function staleParts(messagesDir?: string): string[];
export function writeParts(messagesDir?: string): string[];
export function earlyScreenWords(
  entries: string[],
  read: (file: string) => string,
  exists: (file: string) => boolean,
  namespaces: string[],
): string[];
