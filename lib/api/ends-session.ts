import { lookupCode } from '@/lib/errors/server-codes';
import { isApiError } from './api-error';

/**
 * The answer ends the session (another device signed in, the login expired, no token): the
 * server looked at no request, and the app is signing the person out. Apart from `api-error`,
 * which the start loads: only money screens ask this.
 */
export function endsSession(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'no-token') return true;
  const { reaction } = lookupCode(error.code);
  return error.kind === 'code' && (reaction === 'end-session' || reaction === 'end-session-later');
}
