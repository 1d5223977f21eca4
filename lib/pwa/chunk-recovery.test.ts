import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadOnceForChunkError,
  shouldReloadForChunkError,
} from './chunk-recovery';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value);
    },
    data,
  };
}

function named(name: string, message = 'x'): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('isChunkLoadError', () => {
  it.each([
    named('ChunkLoadError'),
    new Error('Loading chunk 123 failed.'),
    new Error('Loading CSS chunk 7 failed'),
    new Error('Failed to load chunk static/chunks/abc.js from module 42'),
    new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js'),
    new TypeError('Importing a module script failed.'),
    new TypeError('error loading dynamically imported module'),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    new Error('Cannot read properties of undefined'),
    new TypeError('Failed to fetch'),
    'Loading chunk 1 failed',
    null,
    undefined,
    { message: 42 },
  ])('ignores %s', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('reload once for a chunk error', () => {
  const chunkError = named('ChunkLoadError');
  const online = () => true;

  it('reloads the first time and records when', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunkError(chunkError, reload, { storage, now: () => 1_000, online })).toBe(
      true,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1000');
  });

  it('does not reload again soon after, so a lasting failure shows the retry', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 1_000;
    const deps = { storage, now: () => now, online };
    expect(reloadOnceForChunkError(chunkError, reload, deps)).toBe(true);
    now += 2_000;
    expect(reloadOnceForChunkError(chunkError, reload, deps)).toBe(false);
    now += CHUNK_RELOAD_GUARD_MS - 2_001;
    expect(reloadOnceForChunkError(chunkError, reload, deps)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a failure long after the last reload (a later deployment)', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: '1000' });
    const reload = vi.fn();
    const now = () => 1_000 + CHUNK_RELOAD_GUARD_MS + 1;
    expect(reloadOnceForChunkError(chunkError, reload, { storage, now, online })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('treats a garbled marker as no marker', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: 'soon' });
    expect(shouldReloadForChunkError(chunkError, { storage, now: () => 5, online })).toBe(true);
  });

  it('never reloads for other errors, offline, or without storage to guard the loop', () => {
    const reload = vi.fn();
    const storage = memoryStorage();
    expect(reloadOnceForChunkError(new Error('boom'), reload, { storage, online })).toBe(false);
    expect(reloadOnceForChunkError(chunkError, reload, { storage, online: () => false })).toBe(
      false,
    );
    expect(reloadOnceForChunkError(chunkError, reload, { storage: undefined, online })).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(reloadOnceForChunkError(chunkError, reload, { storage: throwing, online })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
