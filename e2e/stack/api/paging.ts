import type { Page } from '@/lib/contract/contract';
import { badRequest } from './codes';
import { RULES } from './rules';
import { parsePositiveInt } from './validate';

export interface PageParams {
  page: number;
  size: number;
}

/** `page` counts from 1; `size` defaults to 10 and is capped at 50 rather than refused. */
export function readPageParams(query: URLSearchParams): PageParams {
  const pageText = query.get('page');
  const sizeText = query.get('size');
  const page = pageText === null || pageText === '' ? 1 : parsePositiveInt(pageText);
  const size =
    sizeText === null || sizeText === '' ? RULES.pageSizeDefault : parsePositiveInt(sizeText);
  if (page === null) throw badRequest('page must be a positive integer');
  if (size === null) throw badRequest('size must be a positive integer');
  return { page, size: Math.min(size, RULES.pageSizeMax) };
}

export function paginate<R, T>(
  rows: readonly R[],
  params: PageParams,
  map: (row: R) => T,
): Page<T> {
  const start = (params.page - 1) * params.size;
  return {
    list: rows.slice(start, start + params.size).map(map),
    total: rows.length,
    page: params.page,
    size: params.size,
  };
}

/** Ids grow with time, so the highest id is the newest row. */
export function newestFirst<R extends { id: number }>(rows: readonly R[]): R[] {
  return [...rows].sort((a, b) => b.id - a.id);
}
