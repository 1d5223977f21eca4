'use client';
import { useCallback, useRef, useState } from 'react';
import type { IdempotentKey } from '@/lib/contract/contract';
import { type ApiError, isApiError } from './api-error';
import { endsSession } from './ends-session';

/** A fresh random key for one confirmation (128 bits, hex). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface Attempt {
  /** What was confirmed: the request as sent, serialised. */
  fingerprint: string;
  key: string;
}

/**
 * The key for a confirmation of `request`: the previous attempt's key while the same request is
 * retried, a new key for a different one.
 */
export function attemptFor(previous: Attempt | null, request: unknown): Attempt {
  const fingerprint = JSON.stringify(request);
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { fingerprint, key: newIdempotencyKey() };
}

/**
 * After a failure, may the same key be used again? Only while the outcome is unknown (no answer,
 * a timeout, a gateway error, or an answer the app cannot read: a success whose data has the
 * wrong shape was carried out, so a retry must replay it, never act again). A server's refusal
 * is final for its key: a retry after, say, "insufficient balance" is a new attempt and needs a
 * new key, or the server would replay the stored refusal.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const { kind } = error as ApiError;
  return kind === 'network' || kind === 'timeout' || kind === 'http' || kind === 'bad-response';
}

/** The request never left the device (offline when confirmed): nothing was sent. */
export function notSentError(error: unknown): boolean {
  return isApiError(error) && (error as ApiError).kind === 'not-sent';
}

/** Where a confirmation whose outcome is not known yet is kept, by endpoint, for this tab. */
export const ATTEMPTS_KEY = 'rwat:attempts';

/** As long as the server keeps a key (decision 0003): past that, the same key acts again. */
export const ATTEMPT_KEPT_MS = 24 * 60 * 60 * 1000;

interface KeptAttempt extends Attempt {
  /** When it was first sent (ms since the epoch). */
  at: number;
}

function readKept(): Record<string, KeptAttempt> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(ATTEMPTS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, KeptAttempt>) : {};
  } catch {
    return {};
  }
}

/** The attempt at `endpoint` whose outcome this tab does not know, if any (sent, no answer). */
export function keptAttempt(endpoint: IdempotentKey, now = Date.now()): Attempt | null {
  const kept = readKept()[endpoint];
  const valid =
    kept &&
    typeof kept.key === 'string' &&
    typeof kept.fingerprint === 'string' &&
    typeof kept.at === 'number' &&
    now - kept.at < ATTEMPT_KEPT_MS;
  return valid ? { key: kept.key, fingerprint: kept.fingerprint } : null;
}

function keepAttempt(endpoint: IdempotentKey, attempt: Attempt | null, now = Date.now()): void {
  const all = readKept();
  if (attempt) {
    const same = all[endpoint]?.key === attempt.key;
    all[endpoint] = { ...attempt, at: same ? (all[endpoint]?.at ?? now) : now };
  } else delete all[endpoint];
  try {
    sessionStorage.setItem(ATTEMPTS_KEY, JSON.stringify(all));
  } catch {
    // Storage refused (private mode, full): the key lasts as long as the screen, as it did.
  }
}

/**
 * One key per confirmation, safe to retry: `keyFor(request)` when the person confirms, then
 * `settle(error?)` with the outcome. The key survives only a failure whose outcome is unknown,
 * and only for the very same request. It is kept in the tab (by `endpoint`) from the moment it
 * is sent until its outcome is known, so that a reload, a screen left and opened again, or a
 * session that ended and a sign-in after, confirm the very same request with the same key: the
 * server then answers what it did, once. `unanswered`: such an attempt is kept (one of this
 * screen's, or one from before it opened), until a confirmation here gets an answer.
 */
export function useIdempotentAttempt(endpoint: IdempotentKey) {
  const attempt = useRef<Attempt | null>(null);
  const [unanswered, setUnanswered] = useState(() => keptAttempt(endpoint) !== null);
  // Read by `settle`, which a run's own closure holds from before its answer.
  const unansweredNow = useRef(unanswered);
  const mark = useCallback((value: boolean) => {
    unansweredNow.current = value;
    setUnanswered(value);
  }, []);
  const keyFor = useCallback(
    (request: unknown): string => {
      attempt.current = attemptFor(attempt.current ?? keptAttempt(endpoint), request);
      keepAttempt(endpoint, attempt.current);
      return attempt.current.key;
    },
    [endpoint],
  );
  const settle = useCallback(
    (error?: unknown) => {
      if (outcomeUnknown(error)) {
        mark(true);
        return;
      }
      // A retry refused as the session ends says nothing of the unanswered attempt before it.
      if (endsSession(error) && unansweredNow.current) return;
      attempt.current = null;
      keepAttempt(endpoint, null);
      mark(false);
    },
    [endpoint, mark],
  );
  return { keyFor, settle, unanswered };
}
