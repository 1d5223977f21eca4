'use client';
import { useCallback, useRef } from 'react';
import { type ApiError, isApiError } from './api-error';

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

/**
 * One key per confirmation, safe to retry: `keyFor(request)` when the person confirms, then
 * `settle(error?)` with the outcome. The key survives only a failure whose outcome is unknown,
 * and only for the very same request.
 */
export function useIdempotentAttempt() {
  const attempt = useRef<Attempt | null>(null);
  const keyFor = useCallback((request: unknown): string => {
    attempt.current = attemptFor(attempt.current, request);
    return attempt.current.key;
  }, []);
  const settle = useCallback((error?: unknown) => {
    if (!outcomeUnknown(error)) attempt.current = null;
  }, []);
  return { keyFor, settle };
}
