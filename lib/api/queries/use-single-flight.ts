'use client';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * A mutation that runs at most once at a time: a second tap that lands before React re-renders
 * the busy button (so `isPending` is not yet visible) is dropped instead of sending again.
 * `run` never rejects: it resolves with `{ data }`, `{ error }` (an `ApiError`, whose message the
 * client already showed unless the call asked for silence), or `{}` when a run was under way.
 */
export interface RunResult<TData> {
  data?: TData;
  error?: unknown;
}

export function useSingleFlightMutation<TData, TVariables>(
  options: UseMutationOptions<TData, Error, TVariables>,
) {
  const mutation = useMutation(options);
  const inFlight = useRef(false);
  const { mutateAsync } = mutation;
  const run = useCallback(
    async (variables: TVariables): Promise<RunResult<TData>> => {
      if (inFlight.current) return {};
      inFlight.current = true;
      try {
        return { data: await mutateAsync(variables) };
      } catch (error) {
        return { error };
      } finally {
        inFlight.current = false;
      }
    },
    [mutateAsync],
  );
  return { ...mutation, run, busy: mutation.isPending };
}
