'use client';
import { useEffect, useState } from 'react';
import type { RouteId } from '@/lib/routes';
import { actionToResume, forgetInterruptedAction } from './interrupted-action';

/**
 * What was typed on `route` before the session ended, for its screen to open with, once: read
 * as the screen renders, forgotten only once it is on show. React may render a screen more than
 * once before showing it (a render it set aside for a more urgent one); one that took the action
 * as it rendered would leave the screen shown with empty fields.
 */
export function useResumedAction(route: RouteId): Record<string, string> | null {
  const [resumed] = useState(() => actionToResume(route));
  useEffect(() => {
    if (resumed) forgetInterruptedAction();
  }, [resumed]);
  return resumed;
}
