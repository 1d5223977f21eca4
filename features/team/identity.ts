import type { Identity } from '@/lib/contract/contract';

const identityKeys: Record<Identity, string> = {
  member: 'team.identities.member',
  node: 'team.identities.node',
};

/** The label of a team identity; anything unknown reads as an ordinary member. */
export function identityKey(identity: string): string {
  return Object.hasOwn(identityKeys, identity)
    ? identityKeys[identity as Identity]
    : identityKeys.member;
}
