// Types for scripts/chunk-sources.mjs, so TypeScript tests and specs can import it.
export const MAPS_DIR: string;
export function projectPath(source: string): string;
export function mapSources(map: { sources?: string[]; sections?: { map: object }[] }): string[];
export function linkedMaps(code: string): string[];
export function setAsideMaps(dir?: string, mapsDir?: string): number;
export function chunkSources(mapsDir?: string): Map<string, string[]>;
export function isModule(source: string, module: string): boolean;
export function chunkOwner(sources: string[]): { app: boolean; label: string };
