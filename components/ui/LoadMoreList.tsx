'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { EmptyState, type NextStep } from './EmptyState';
import { ErrorState } from './ErrorState';
import { ListSkeleton } from './Skeleton';
import styles from './States.module.css';

interface PagedLike<T> {
  items: T[];
  error: unknown;
  isPending: boolean;
  isEmpty: boolean;
  isEnd: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last "load more" failed: the pages before it stay, the failure is said under them. */
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

interface LoadMoreListProps<T> {
  query: PagedLike<T>;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  /** What an empty list says, and where a person goes to fill it, if anywhere. */
  emptyText: string;
  emptyNext?: NextStep;
  label: string;
}

/**
 * A paged list with every state: first load (its rows' shape), empty (with the next step), error, "load more", loading more, a failed
 * "load more" (said, with a retry), the end.
 */
export function LoadMoreList<T>({
  query,
  renderItem,
  itemKey,
  emptyText,
  emptyNext,
  label,
}: LoadMoreListProps<T>) {
  const t = useTranslations();
  if (query.isPending) return <ListSkeleton />;
  if (query.error && query.items.length === 0) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.isEmpty) return <EmptyState text={emptyText} next={emptyNext} />;
  return (
    <>
      <ul aria-label={label} className={styles.list}>
        {query.items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {query.isFetchNextPageError && !query.isFetchingNextPage ? (
        <ErrorState error={query.error} onRetry={() => void query.fetchNextPage()} />
      ) : query.hasNextPage ? (
        <div className={styles.more}>
          <Button
            variant="secondary"
            busy={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('app.loadMore')}
          </Button>
        </div>
      ) : null}
      {query.isEnd ? <p className={styles.end}>{t('app.noMore')}</p> : null}
    </>
  );
}
