import { isApiError } from '@/lib/api/api-error';

/** The announcement id from the route query: a positive integer, or null for anything else. */
export function parseNoticeId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return Number.isSafeInteger(id) ? id : null;
}

/** The server answers an unknown or malformed id with 1000; the screen says "not found". */
export function isNoticeMissing(error: unknown): boolean {
  return isApiError(error) && error.kind === 'code' && error.code === 1000;
}
