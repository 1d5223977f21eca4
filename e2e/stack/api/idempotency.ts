import {
  type EndpointKey,
  type Envelope,
  IDEMPOTENCY_HEADER,
  IDEMPOTENT_ENDPOINTS,
  type IdempotentKey,
} from '@/lib/contract/contract';
import { ApiError, badRequest, Code } from './codes';

/** How long a key and its first answer are kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** Printable ASCII without spaces, as a header value can carry it unquoted. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface IdempotentEntry {
  /** What the key was first used for: method, path and body. */
  fingerprint: string;
  storedAt: number;
  /** The first answer; still pending while that first request runs. */
  answer: Promise<Envelope<unknown>>;
}

/** Keyed by `user address (lower case) + key`: one user's key never answers another's call. */
export type IdempotencyStore = Map<string, IdempotentEntry>;

const idempotent = new Set<string>(IDEMPOTENT_ENDPOINTS);

export function isIdempotentEndpoint(key: EndpointKey): key is IdempotentKey {
  return idempotent.has(key);
}

/** JSON with object keys sorted, so the same body in another key order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function fingerprintOf(method: string, path: string, body: unknown): string {
  return `${method.toUpperCase()} ${path} ${canonical(body)}`;
}

/**
 * The request's key: null without the header (the request runs as any other); a badly formed
 * one is refused with 1000 rather than ignored, since the caller counts on it.
 */
export function readIdempotencyKey(
  headers: Record<string, string | string[] | undefined>,
): string | null {
  const raw = headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (raw === undefined) return null;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || !KEY_PATTERN.test(value)) {
    throw badRequest(`${IDEMPOTENCY_HEADER} must be 1 to 255 printable characters`);
  }
  return value;
}

function forgetExpired(store: IdempotencyStore, now: number): void {
  for (const [id, entry] of store) {
    if (now - entry.storedAt >= IDEMPOTENCY_TTL_MS) store.delete(id);
  }
}

function conflict(): Envelope<unknown> {
  const error = new ApiError(Code.IDEMPOTENCY_CONFLICT);
  return { code: error.code, msg: error.message, data: null };
}

/**
 * Runs `run` once per (user, key): a repeat of the same request gets the first answer again
 * (waiting for it if the first is still running) without running anything; the same key with
 * another request is refused with 1060. Every answer of `run` is kept, refusals included: the
 * caller makes a new key for a new attempt.
 */
export function answerOnce(
  store: IdempotencyStore,
  scope: { user: string; key: string; fingerprint: string },
  run: () => Promise<Envelope<unknown>>,
  now: number = Date.now(),
): Promise<Envelope<unknown>> {
  forgetExpired(store, now);
  const id = `${scope.user.toLowerCase()} ${scope.key}`;
  const seen = store.get(id);
  if (seen) {
    return seen.fingerprint === scope.fingerprint ? seen.answer : Promise.resolve(conflict());
  }
  const answer = run();
  store.set(id, { fingerprint: scope.fingerprint, storedAt: now, answer });
  return answer;
}
