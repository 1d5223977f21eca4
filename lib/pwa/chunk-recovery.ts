/**
 * A failed chunk load usually means a new version was deployed and the old hashed file is gone:
 * one reload fetches the new page and its chunks. A marker with a timestamp in sessionStorage
 * makes sure it is only one, so a chunk that keeps failing shows a retry instead of a loop.
 */

export const CHUNK_RELOAD_KEY = 'rwat:chunk-reload';
/** A second chunk failure within this time of the last reload shows the retry instead. */
export const CHUNK_RELOAD_GUARD_MS = 5 * 60_000;

const CHUNK_MESSAGES = [
  /loading (css )?chunk [^\s]+ failed/i,
  /loading chunk/i,
  /failed to load chunk/i,
  /failed to fetch dynamically imported module/i,
  /importing a module script failed/i,
  /error loading dynamically imported module/i,
];

/** Whether an error is a chunk (code-split file) that could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_MESSAGES.some((pattern) => pattern.test(message));
}

export interface ReloadGuardDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  now?: () => number;
  online?: () => boolean;
}

function defaultStorage(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function resolve(deps: ReloadGuardDeps) {
  return {
    storage: 'storage' in deps ? deps.storage : defaultStorage(),
    now: deps.now ?? Date.now,
    online: deps.online ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false),
  };
}

/**
 * Whether a reload is the right answer to this error: a chunk error, the browser online (offline,
 * a reload cannot help) and no reload for a chunk error in the last few minutes. Without storage
 * there is no loop guard, so no reload either.
 */
export function shouldReloadForChunkError(error: unknown, deps: ReloadGuardDeps = {}): boolean {
  if (!isChunkLoadError(error)) return false;
  const { storage, now, online } = resolve(deps);
  if (!storage || !online()) return false;
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  } catch {
    return false;
  }
  return !(Number.isFinite(last) && last > 0 && now() - last < CHUNK_RELOAD_GUARD_MS);
}

/** Records the reload in the marker; false when the marker cannot be written (then no reload). */
export function markChunkReload(deps: ReloadGuardDeps = {}): boolean {
  const { storage, now } = resolve(deps);
  if (!storage) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now()));
    return true;
  } catch {
    return false;
  }
}

/** Reloads once for a chunk error; returns whether it did, so the caller shows a retry if not. */
export function reloadOnceForChunkError(
  error: unknown,
  reload: () => void = () => window.location.reload(),
  deps: ReloadGuardDeps = {},
): boolean {
  if (!shouldReloadForChunkError(error, deps)) return false;
  if (!markChunkReload(deps)) return false;
  reload();
  return true;
}
