'use client';
import { useAtomValue } from 'jotai';
import { Screen } from '@/components/ui/Screen';
import { SignInCard } from '@/features/session/SignInCard';
import type { ScreenProps } from '@/lib/router/screen-props';
import { isSignedInAtom } from '@/lib/session/selectors';
import { HomeFreshness } from './HomeFreshness';
import { HomeLead } from './HomeLead';
import { InstallSlot } from './InstallSlot';
import { MiningIntro } from './MiningIntro';
import { memberCard } from './member-cards';
import { NetworkStatsCard } from './NetworkStatsCard';
import { NoticesCard } from './NoticesCard';

// Loaded ahead, so they render with the screen: with the page for a signed-in tab (the app's
// start, the page's first script), as a sign-in begins for anyone else;
// a guest who does not sign in never loads them.
const BalancesCard = memberCard('BalancesCard');
const ReferralCard = memberCard('ReferralCard');
const AccountCard = memberCard('AccountCard');

/**
 * What each person came for comes first, within a phone's first screen: a guest reads what RWAT
 * is and finds the way in; a member sees what they hold. The longer introduction follows for a
 * guest and is folded for a member.
 */
export default function HomeScreen({ query }: ScreenProps) {
  const signedIn = useAtomValue(isSignedInAtom);
  if (signedIn) {
    return (
      <Screen>
        <BalancesCard />
        {/* Under the balances, whose age it tells and which it renews. */}
        <HomeFreshness />
        <ReferralCard linkInviter={query.inviter} />
        <MiningIntro folded />
        <NetworkStatsCard />
        <NoticesCard />
        <AccountCard />
        {/* Last: it may appear once the browser offers installing, and must move nothing. */}
        <InstallSlot />
      </Screen>
    );
  }
  return (
    <Screen>
      {/* First, where the page's boot frame drew it, so nothing moves when the screen arrives. */}
      <HomeLead />
      <SignInCard />
      <MiningIntro />
      {/* Above the network's figures, whose age it tells. */}
      <HomeFreshness />
      <NetworkStatsCard />
      <NoticesCard />
      <InstallSlot />
    </Screen>
  );
}
