// Types for scripts/benchmark/report.mjs, so TypeScript tests can import it.
import type { Step } from './waterfall.mjs';

export interface LighthouseRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  tti: number;
  cls: number;
  bytes: number;
}
export interface Results {
  meta: {
    url: string;
    guestUrl: string;
    runs: number;
    throttled: boolean;
    date: string;
    chromium: string;
    loadBefore: number;
    loadAfter: number;
  };
  wallet: {
    firstMs: number;
    repeatMs: number;
    signedInJs: number;
    steps: Step[];
    /** The reload's steps, on the same time line. */
    repeatSteps: Step[];
    workerReady: boolean;
    repeatControlled: boolean;
    repeatLoggedInAgain: boolean;
  }[];
  guest: { connectMs: number; guestJs: number }[];
  lighthouse: { applied: LighthouseRun[]; simulated: LighthouseRun[] };
}
export function markdownTable(header: string[], rows: string[][]): string;
export function msOrDash(value: number): string;
export function signedMs(value: number): string;
export function markdownReport(results: Results): string;
export function writeReport(path: string, text: string): void;
