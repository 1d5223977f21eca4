/** Codes after which the legacy layer stays silent (success, or handled by its own reaction). */
export const SILENT_CODES: ReadonlySet<string> = new Set([
  '200',
  '1030',
  '400',
  '1012',
  '1004',
  '1005',
  '1009',
  '1051',
  '1066',
  '1103',
]);

/** Codes that mean "not logged in": show the message, then go to sign in. */
export const NOT_LOGGED_IN_CODES: ReadonlySet<string> = new Set(['code_999990', 'code_999988']);

export type LegacyReaction = 'none' | 'toast' | 'reset-and-reload' | 'sign-in';

export function legacyReaction(errorCode: string): LegacyReaction {
  if (errorCode === '1012') return 'reset-and-reload';
  if (NOT_LOGGED_IN_CODES.has(errorCode)) return 'sign-in';
  if (SILENT_CODES.has(errorCode)) return 'none';
  return 'toast';
}
