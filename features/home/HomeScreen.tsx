'use client';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { RefreshButton } from '@/components/ui/RefreshButton';
import { announcementKeys } from '@/features/announcements/api';
import { SignInCard } from '@/features/session/SignInCard';
import { ReferralCard } from '@/features/team/ReferralCard';
import { sharedKeys } from '@/lib/api/query-keys';
import type { ScreenProps } from '@/lib/router/screen-props';
import { isSignedInAtom } from '@/lib/session/selectors';
import { AccountCard } from './AccountCard';
import { BalancesCard } from './BalancesCard';
import styles from './home.module.css';
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
    <div className={styles.screen}>
      {/* First, where the page's boot frame drew it, so nothing moves when the screen arrives. */}
      <MiningIntro />
      <div className={styles.toolbar}>
        <RefreshButton onRefresh={refresh} />
      </div>
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
    </div>
  );
}
