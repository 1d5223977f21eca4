/**
 * What Home shows only a signed-in person, as one chunk: a guest's first load never carries it
 * (`member-cards.ts` loads it).
 */
export { ReferralCard } from '@/features/team/ReferralCard';
export { AccountCard } from './AccountCard';
export { BalancesCard } from './BalancesCard';
