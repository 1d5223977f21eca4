'use client';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ScreenProps } from '@/components/shell/screen-registry';
import { RefreshButton } from '@/components/ui/RefreshButton';
import { queryKeys } from '@/lib/api/query-keys';
import { isSignedInAtom } from '@/lib/session/selectors';
import { AccountCard } from './AccountCard';
import { BalancesCard } from './BalancesCard';
import { MiningIntro } from './MiningIntro';
import { NetworkStatsCard } from './NetworkStatsCard';
import { NoticesCard } from './NoticesCard';
import { ReferralCard } from './ReferralCard';
import { SignInCard } from './SignInCard';
import styles from './screens.module.css';

export default function HomeScreen({ query }: ScreenProps) {
  const signedIn = useAtomValue(isSignedInAtom);
  const queryClient = useQueryClient();
  const refresh = () => {
    const keys: QueryKey[] = [queryKeys.stats(), queryKeys.notices()];
    if (signedIn) keys.push(queryKeys.user.balance(), queryKeys.user.info());
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
