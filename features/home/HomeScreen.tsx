'use client';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { RefreshButton } from '@/components/ui/RefreshButton';
import { Screen, Toolbar } from '@/components/ui/Screen';
import { announcementKeys } from '@/features/announcements/api';
import { SignInCard } from '@/features/session/SignInCard';
import { sharedKeys } from '@/lib/api/query-keys';
import { partComponent } from '@/lib/lazy-part';
import type { ScreenProps } from '@/lib/router/screen-props';
import { isSignedInAtom } from '@/lib/session/selectors';
import { InstallCard } from './InstallCard';
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
  const queryClient = useQueryClient();
  const refresh = () => {
    const keys: QueryKey[] = [sharedKeys.networkStats, announcementKeys.latest];
    if (signedIn) keys.push(sharedKeys.balances, sharedKeys.userInfo);
    return Promise.all(keys.map((queryKey) => queryClient.refetchQueries({ queryKey })));
  };
  return (
    <Screen>
      {/* First, where the page's boot frame drew it, so nothing moves when the screen arrives. */}
      <MiningIntro />
      <Toolbar>
        <RefreshButton onRefresh={refresh} />
      </Toolbar>
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
      <InstallCard />
    </Screen>
  );
}
