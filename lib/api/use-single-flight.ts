'use client';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

/**
 * One tap, one run: a second call while the first runs is dropped synchronously, before React
 * has re-rendered the button as busy (so `busy` is not yet visible). `busy` drives the button's
 * progress state. The dropped call resolves with `undefined`.
 */
export function useSingleFlight() {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <T>(task: () => Promise<T>): Promise<T | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setBusy(true);
    try {
      return await task();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  return { run, busy };
}

/**
 * The outcome of a single-flight mutation: `{ data }`, `{ error }` (an `ApiError`, whose message
 * the client already showed unless the call asked for silence), or `{}` when a run was under way.
 */
export interface RunResult<TData> {
  data?: TData;
  error?: unknown;
}

/** A mutation that runs at most once at a time; `run` never rejects. */
export function useSingleFlightMutation<TData, TVariables>(
  options: UseMutationOptions<TData, Error, TVariables>,
) {
  const mutation = useMutation(options);
  const { run: once } = useSingleFlight();
  const { mutateAsync } = mutation;
  const run = useCallback(
    async (variables: TVariables): Promise<RunResult<TData>> =>
      (await once(async (): Promise<RunResult<TData>> => {
        try {
          return { data: await mutateAsync(variables) };
        } catch (error) {
          return { error };
        }
      })) ?? {},
    [once, mutateAsync],
  );
  return { ...mutation, run, busy: mutation.isPending };
}
