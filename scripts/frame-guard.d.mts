// Types for scripts/frame-guard.mjs, so TypeScript tests can import it.
export const FRAME_GUARD: string;
export function withFrameGuard(html: string): string;
export function addFrameGuard(dir?: string): string[];
