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

/**
 * Loading (after 200 ms), error with retry, or the data: the three states of every query.
 * `skeleton`: the shape of the data while it loads (a card's figures), instead of a spinner.
 */
export function QueryView<T>({
  query,
  children,
  skeleton,
}: {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
  skeleton?: ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return skeleton ?? <DelayedSpinner />;
}
