import { ApiError, Code } from './codes';
import type { RateLimit } from './policy';

export interface RateWindow {
  count: number;
  endsAt: number;
}

/** Fixed-window counters keyed by `scope:who`; at most `cap` keys, so floods cannot grow it. */
export type RateCounters = Map<string, RateWindow>;

function makeRoom(counters: RateCounters, cap: number, now: number): void {
  if (counters.size < cap) return;
  for (const [key, window] of counters) {
    if (window.endsAt <= now) counters.delete(key);
  }
  // Still full: the oldest windows go (a Map iterates in insertion order).
  for (const key of counters.keys()) {
    if (counters.size < cap) break;
    counters.delete(key);
  }
}

/** Counts one request for `key`; throws 1001 once the window's limit is used up. */
export function takeToken(
  counters: RateCounters,
  key: string,
  rule: RateLimit,
  cap: number,
  now = Date.now(),
): void {
  let window = counters.get(key);
  if (!window || window.endsAt <= now) {
    counters.delete(key);
    makeRoom(counters, cap, now);
    window = { count: 0, endsAt: now + rule.windowMs };
    counters.set(key, window);
  }
  window.count += 1;
  if (window.count > rule.limit) throw new ApiError(Code.TOO_FREQUENT);
}
