'use client';
import type { ReactNode } from 'react';
import { DelayedSpinner } from './DelayedSpinner';
import { ErrorState } from './ErrorState';

interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

/** Loading (after 200 ms), error with retry, or the data: the three states of every query. */
export function QueryView<T>({
  query,
  children,
}: {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <DelayedSpinner />;
}
