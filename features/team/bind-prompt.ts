import type { UserDetail } from '@/lib/contract/contract';

/** A signed-in user without a referrer is asked to bind one; the binding is permanent. */
export function needsReferrer(detail: Pick<UserDetail, 'pid'> | undefined): boolean {
  return detail !== undefined && detail.pid === null;
}
