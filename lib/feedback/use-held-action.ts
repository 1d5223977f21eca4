'use client';
import { useEffect } from 'react';
import type { RouteId } from '@/lib/routes';
import { holdAction } from './interrupted-action';

/**
 * While `underway` (its review is open, or its answer is ending the session), the action on
 * `route` is held: a session that ends meanwhile keeps it, with `fields` as typed, for the next
 * sign-in to open again, saying `what` was not sent, or, while its last confirmation has no
 * answer (`uncertain`), that it may have gone through.
 */
export function useHeldAction(
  underway: boolean,
  route: RouteId,
  what: string,
  fields: Record<string, string>,
  uncertain = false,
): void {
  // The fields by value: a new object with the same text holds nothing new.
  const typed = JSON.stringify(fields);
  useEffect(
    () =>
      underway
        ? holdAction({
            route,
            what,
            fields: JSON.parse(typed) as Record<string, string>,
            uncertain,
          })
        : undefined,
    [underway, route, what, typed, uncertain],
  );
}
