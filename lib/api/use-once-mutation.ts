'use client';
import { useCallback, useState } from 'react';
import type { IdempotentKey } from '@/lib/contract/contract';
import { isApiError } from './api-error';
import { outcomeUnknown, useIdempotentAttempt } from './idempotency';
import { type RunResult, useSingleFlightMutation } from './use-single-flight';

interface OnceOptions<TData, TRequest> {
  /** The endpoint, as the contract names it: a confirmation without an answer is kept under it. */
  endpoint: IdempotentKey;
  mutationFn: (request: TRequest, idempotencyKey: string) => Promise<TData>;
  onSuccess?: (data: TData) => void;
  onError?: (error: Error) => void;
  /** After either outcome, e.g. to refresh what the request may have changed. */
  onSettled?: () => void;
}

/**
 * A confirmed money action: one request per tap (single flight), carrying an idempotency key
 * that every retry of the same confirmation reuses, so a retry after a lost answer never acts
 * twice; a changed request, or one the server has answered, gets a new key.
 *
 * A confirmation without an answer is kept in the tab under `endpoint` until its outcome is
 * known: confirmed again after a reload or a new sign-in, the very same request has the same key.
 *
 * `outcomeUnknown` is true from a run that got no answer (or one the app cannot read) until the
 * next run starts or `forgetOutcome()` is called as the person leaves the review: the review
 * says it for as long as it holds.
 */
export function useOnceMutation<TData, TRequest>({
  endpoint,
  mutationFn,
  onSuccess,
  onError,
  onSettled,
}: OnceOptions<TData, TRequest>) {
  const { keyFor, settle, unanswered } = useIdempotentAttempt(endpoint);
  const flight = useSingleFlightMutation<TData, { request: TRequest; key: string }>({
    mutationFn: ({ request, key }) => mutationFn(request, key),
    onSuccess: (data) => onSuccess?.(data),
    onError: (error) => onError?.(error),
    onSettled: () => onSettled?.(),
  });
  const { run: runOnce } = flight;
  const [unknown, setUnknown] = useState(false);
  const [notSent, setNotSent] = useState(false);
  const run = useCallback(
    async (request: TRequest): Promise<RunResult<TData>> => {
      const result = await runOnce({ request, key: keyFor(request) });
      // `{}` means a run was already under way: that one settles the attempt.
      if ('data' in result || 'error' in result) {
        settle(result.error);
        setUnknown(outcomeUnknown(result.error));
        setNotSent(isApiError(result.error) && result.error.kind === 'not-sent');
      }
      return result;
    },
    [runOnce, keyFor, settle],
  );
  const forgetOutcome = useCallback(() => {
    setUnknown(false);
    setNotSent(false);
  }, []);
  // A run under way has no outcome yet: a retry hides the last one until it has its own.
  // `notSent`: the last run never left the device (offline), which its review says.
  return {
    ...flight,
    run,
    outcomeUnknown: unknown && !flight.busy,
    notSent: notSent && !flight.busy,
    /**
     * A confirmation here got no answer and its outcome is still not known (this screen's, or
     * one from before a reload or a sign-in): said outside the review too, until one is answered.
     */
    unanswered,
    forgetOutcome,
  };
}
