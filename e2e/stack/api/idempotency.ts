import { createHash } from 'node:crypto';
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
  /** Who the key belongs to (lower case). */
  user: string;
  /** SHA-256 of what the key was first used for (method, path and body): never the request. */
  fingerprint: string;
  storedAt: number;
  /** The first answer; still pending while that first request runs. */
  answer: Promise<Envelope<unknown>>;
  /** The first request has answered: only such an entry may make room for another. */
  settled: boolean;
}

/** The bounds of the store: keys per user and in all (see `ServerPolicy`). */
export interface IdempotencyLimits {
  idempotencyKeysPerUser: number;
  idempotencyKeysCap: number;
}

/**
 * Keys of money requests with their first answers, in bounded memory: each holds a hash of its
 * request and the answer, never the request; a user holds at most `idempotencyKeysPerUser`, the
 * store at most `idempotencyKeysCap`.
 */
export class IdempotencyStore {
  /** Keyed by `user address (lower case) + key`: one user's key never answers another's call. */
  readonly entries = new Map<string, IdempotentEntry>();
  /** Each user's entry ids, oldest first. */
  private readonly byUser = new Map<string, Set<string>>();

  get size(): number {
    return this.entries.size;
  }

  /** How many keys `user` holds now. */
  heldBy(user: string): number {
    return this.byUser.get(user.toLowerCase())?.size ?? 0;
  }

  get(id: string): IdempotentEntry | undefined {
    return this.entries.get(id);
  }

  add(id: string, entry: IdempotentEntry): void {
    this.entries.set(id, entry);
    let mine = this.byUser.get(entry.user);
    if (!mine) {
      mine = new Set();
      this.byUser.set(entry.user, mine);
    }
    mine.add(id);
  }

  delete(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    const mine = this.byUser.get(entry.user);
    mine?.delete(id);
    if (mine?.size === 0) this.byUser.delete(entry.user);
  }

  /** Entries are added in time order, so the expired ones are at the front. */
  forgetExpired(now: number): void {
    for (const [id, entry] of this.entries) {
      if (now - entry.storedAt < IDEMPOTENCY_TTL_MS) break;
      this.delete(id);
    }
  }

  /** Drops `user`'s oldest answered entry; false when every one of theirs still runs. */
  dropOldestOf(user: string): boolean {
    for (const id of this.byUser.get(user) ?? []) {
      if (this.entries.get(id)?.settled) {
        this.delete(id);
        return true;
      }
    }
    return false;
  }

  /** The user holding the most entries: a flood pays for its own room first. */
  largestHolder(): string | undefined {
    let largest: string | undefined;
    let most = 0;
    for (const [user, ids] of this.byUser) {
      if (ids.size > most) {
        largest = user;
        most = ids.size;
      }
    }
    return largest;
  }
}

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

/**
 * The request as a SHA-256 hash (hex): what the key is compared by, without keeping the request.
 * Bodies arrive at most 32 levels deep (`parseJsonBody`), so `canonical` never runs deep.
 */
export function fingerprintOf(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()} ${path} ${canonical(body)}`)
    .digest('hex');
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

function conflict(): Envelope<unknown> {
  const error = new ApiError(Code.IDEMPOTENCY_CONFLICT);
  return { code: error.code, msg: error.message, data: null };
}

function tooFrequent(): Envelope<unknown> {
  const error = new ApiError(Code.TOO_FREQUENT);
  return { code: error.code, msg: error.message, data: null };
}

/** Room for one more entry of `user`, or false when the only entries to drop still run. */
function makeRoom(store: IdempotencyStore, user: string, limits: IdempotencyLimits): boolean {
  if (store.heldBy(user) >= limits.idempotencyKeysPerUser && !store.dropOldestOf(user)) {
    return false;
  }
  while (store.size >= limits.idempotencyKeysCap) {
    const largest = store.largestHolder();
    if (largest === undefined || !store.dropOldestOf(largest)) return false;
  }
  return true;
}

/**
 * Runs `run` once per (user, key): a repeat of the same request gets the first answer again
 * (waiting for it if the first is still running) without running anything; the same key with
 * another request is refused with 1060. Every answer of `run` is kept, refusals included: the
 * caller makes a new key for a new attempt. A new key past the store's bounds pushes out the
 * user's own oldest answered key (or, with the store full, the largest holder's); when nothing
 * can go because every such key still runs, the request is refused with 1001 and not run.
 */
export function answerOnce(
  store: IdempotencyStore,
  scope: { user: string; key: string; fingerprint: string },
  run: () => Promise<Envelope<unknown>>,
  limits: IdempotencyLimits,
  now: number = Date.now(),
): Promise<Envelope<unknown>> {
  store.forgetExpired(now);
  const user = scope.user.toLowerCase();
  const id = `${user} ${scope.key}`;
  const seen = store.get(id);
  if (seen) {
    return seen.fingerprint === scope.fingerprint ? seen.answer : Promise.resolve(conflict());
  }
  if (!makeRoom(store, user, limits)) return Promise.resolve(tooFrequent());
  const answer = run();
  const entry: IdempotentEntry = {
    user,
    fingerprint: scope.fingerprint,
    storedAt: now,
    answer,
    settled: false,
  };
  store.add(id, entry);
  const settle = () => {
    entry.settled = true;
  };
  answer.then(settle, settle);
  return answer;
}
