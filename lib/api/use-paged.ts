'use client';
import { infiniteQueryOptions, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '@/lib/contract/contract';

export const PAGE_SIZE = 10;

/** The query of a `Page<T>` endpoint read page by page. */
function pagedQuery<T>(
  queryKey: QueryKey,
  fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T>>,
) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (last: Page<T>) =>
      last.page * last.size < last.total ? last.page + 1 : undefined,
  });
}

/** Load-more paging over any `Page<T>` endpoint: flat items, "has more" and the end state. */
export function usePaged<T>(
  queryKey: QueryKey,
  fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T>>,
  enabled = true,
) {
  const query = useInfiniteQuery({ ...pagedQuery(queryKey, fetchPage), enabled });
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  return {
    ...query,
    items,
    total: query.data?.pages[0]?.total ?? 0,
    isEmpty: query.isSuccess && items.length === 0,
    isEnd: query.isSuccess && !query.hasNextPage && items.length > 0,
  };
}

/** What `usePaged` returns for items of type T. */
export type Paged<T> = ReturnType<typeof usePaged<T>>;
