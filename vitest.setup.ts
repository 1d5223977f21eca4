/**
 * A wait in a unit test ends as soon as its condition holds; its limit only decides how long a
 * failing one takes to say so. The default limit (1 s) is shorter than a shared, busy machine
 * may take to load a module on its first import, which would fail a test that passes: every
 * wait gets this limit instead (testing-library's, where a test uses it, take it from here too).
 */
import { vi } from 'vitest';

export const WAIT_LIMIT_MS = 15_000;

const original = vi.waitFor;
if (!(original as { withLimit?: true }).withLimit) {
  const withLimit: typeof vi.waitFor = (callback, options) =>
    original(
      callback,
      typeof options === 'number' ? options : { timeout: WAIT_LIMIT_MS, ...options },
    );
  vi.waitFor = Object.assign(withLimit, { withLimit: true as const });
}
