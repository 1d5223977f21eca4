import { checkAddress } from '@/lib/numbers/address';

/** Why a typed referrer cannot be sent, as a message key. */
const problemKeys = {
  empty: 'home.bind.enterAddress',
  invalid: 'address.invalid',
  checksum: 'address.checksum',
  own: 'home.bind.notOwn',
} as const;

export type ReferrerCheck =
  | { ok: true; address: `0x${string}` }
  | { ok: false; messageKey: (typeof problemKeys)[keyof typeof problemKeys] };

/** Checks a referrer address before it reaches the server: present, well formed, not oneself. */
export function checkReferrer(value: string, ownAddress: string): ReferrerCheck {
  const result = checkAddress(value, ownAddress || undefined);
  if (result.ok) return result;
  return { ok: false, messageKey: problemKeys[result.problem] };
}
