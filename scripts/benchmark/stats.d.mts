// Types for scripts/benchmark/stats.mjs, so TypeScript tests can import it.
export function median(values: number[]): number;
export function pairedMedian(values: number[], base: number[]): number;
export function summarize(values: number[]): { median: number; min: number; max: number };
export function seconds(ms: number): string;
export function millis(ms: number): string;
export function kilobytes(bytes: number): string;
export function spread(values: number[], show: (value: number) => string): string;
