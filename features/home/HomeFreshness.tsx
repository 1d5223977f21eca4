'use client';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { RefreshButton } from '@/components/ui/RefreshButton';
import { Toolbar } from '@/components/ui/Screen';
import { UpdatedAgo } from '@/components/ui/UpdatedAgo';
import { announcementKeys } from '@/features/announcements/api';
import { useBalances } from '@/features/assets/balances';
import { sharedKeys } from '@/lib/api/query-keys';
import { isSignedInAtom } from '@/lib/session/selectors';
import { useNetworkStats } from './api';

/**
 * One line above Home's figures: how fresh they are, and Refresh beside it, so the button says
 * what it renews. The age is the balances' for a signed-in person, the platform totals' for a
 * guest: the figures each came for.
 */
export function HomeFreshness() {
  const signedIn = useAtomValue(isSignedInAtom);
  const queryClient = useQueryClient();
  const balances = useBalances();
  const stats = useNetworkStats();
  const refresh = () => {
    const keys: QueryKey[] = [sharedKeys.networkStats, announcementKeys.latest];
    if (signedIn) keys.push(sharedKeys.balances, sharedKeys.userInfo);
    return Promise.all(keys.map((queryKey) => queryClient.refetchQueries({ queryKey })));
  };
  return (
    <Toolbar spread>
      <UpdatedAgo at={signedIn ? balances.dataUpdatedAt : stats.dataUpdatedAt} />
      <RefreshButton onRefresh={refresh} />
    </Toolbar>
  );
}
