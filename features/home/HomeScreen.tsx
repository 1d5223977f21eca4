'use client';
import { useAtomValue } from 'jotai';
import { Screen } from '@/components/ui/Screen';
import { SignInCard } from '@/features/session/SignInCard';
import { partComponent } from '@/lib/lazy-part';
import type { ScreenProps } from '@/lib/router/screen-props';
import { isSignedInAtom } from '@/lib/session/selectors';
import { HomeFreshness } from './HomeFreshness';
import { InstallSlot } from './InstallSlot';
import { MiningIntro } from './MiningIntro';
import { memberCards } from './member-cards';
import { NetworkStatsCard } from './NetworkStatsCard';
import { NoticesCard } from './NoticesCard';

// Loaded ahead for anyone who signs in (the boot, the page's first script), so they render with
// the screen; a guest never loads them.
const BalancesCard = partComponent(memberCards, (m) => m.BalancesCard);
const ReferralCard = partComponent(memberCards, (m) => m.ReferralCard);
const AccountCard = partComponent(memberCards, (m) => m.AccountCard);

export default function HomeScreen({ query }: ScreenProps) {
  const signedIn = useAtomValue(isSignedInAtom);
  return (
    <Screen>
      {/* First, where the page's boot frame drew it, so nothing moves when the screen arrives. */}
      <MiningIntro />
      <HomeFreshness />
      {signedIn ? (
        <>
          <BalancesCard />
          <ReferralCard linkInviter={query.inviter} />
        </>
      ) : (
        <SignInCard />
      )}
      <NetworkStatsCard />
      <NoticesCard />
      {signedIn ? <AccountCard /> : null}
      {/* Last: it may appear once the browser offers installing, and must move nothing. */}
      <InstallSlot />
    </Screen>
  );
}
