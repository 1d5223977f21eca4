'use client';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { RefreshButton } from '@/components/ui/RefreshButton';
import { Screen, Toolbar } from '@/components/ui/Screen';
import { announcementKeys } from '@/features/announcements/api';
import { SignInCard } from '@/features/session/SignInCard';
import { ReferralCard } from '@/features/team/ReferralCard';
import { sharedKeys } from '@/lib/api/query-keys';
import type { ScreenProps } from '@/lib/router/screen-props';
import { isSignedInAtom } from '@/lib/session/selectors';
import { AccountCard } from './AccountCard';
import { BalancesCard } from './BalancesCard';
import { MiningIntro } from './MiningIntro';
import { NetworkStatsCard } from './NetworkStatsCard';
import { NoticesCard } from './NoticesCard';

export default function HomeScreen({ query }: ScreenProps) {
  const signedIn = useAtomValue(isSignedInAtom);
  const queryClient = useQueryClient();
  const refresh = () => {
    const keys: QueryKey[] = [sharedKeys.networkStats, announcementKeys.list];
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
    </Screen>
  );
}
