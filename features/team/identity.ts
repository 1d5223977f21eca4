import type { Identity } from '@/lib/contract/contract';
import { labelOf } from '@/lib/i18n/label-of';

const identityKeys: Record<Identity, string> = {
  member: 'team.identities.member',
  node: 'team.identities.node',
};

/** The label of a team identity; anything unknown reads as an ordinary member. */
export function identityKey(identity: string): string {
  return labelOf(identityKeys, identity, identityKeys.member);
}
