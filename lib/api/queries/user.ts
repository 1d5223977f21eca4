'use client';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { isSignedInAtom } from '@/lib/session/selectors';
import { call } from '../client';
import type { AssetSymbol, TeamTab } from '../contract';
import { queryKeys } from '../query-keys';
import { STRATEGY_EAGER, STRATEGY_LAZY } from '../strategies';
import { PAGE_SIZE, usePaged } from './use-paged';

const quiet = { toast: false, loading: false } as const;

export function useUserInfo() {
  const signedIn = useAtomValue(isSignedInAtom);
  return useQuery({
    queryKey: queryKeys.user.info(),
    enabled: signedIn,
    queryFn: ({ signal }) => call('GET /api/user/info', {}, { ...quiet, signal }),
    ...STRATEGY_EAGER,
  });
}

export function useBalances() {
  const signedIn = useAtomValue(isSignedInAtom);
  return useQuery({
    queryKey: queryKeys.user.balance(),
    enabled: signedIn,
    queryFn: ({ signal }) => call('GET /api/user/balance', {}, { ...quiet, signal }),
    ...STRATEGY_EAGER,
  });
}

export function useStakingPackages() {
  const signedIn = useAtomValue(isSignedInAtom);
  return useQuery({
    queryKey: queryKeys.user.packages(),
    enabled: signedIn,
    queryFn: ({ signal }) => call('GET /api/box/packages', {}, { ...quiet, signal }),
    ...STRATEGY_EAGER,
  });
}

export function useStakingMethods() {
  const signedIn = useAtomValue(isSignedInAtom);
  return useQuery({
    queryKey: queryKeys.user.methods(),
    enabled: signedIn,
    queryFn: ({ signal }) => call('GET /api/box/methods', {}, { ...quiet, signal }),
    ...STRATEGY_LAZY,
  });
}

export function useTeamStats() {
  const signedIn = useAtomValue(isSignedInAtom);
  return useQuery({
    queryKey: queryKeys.user.teamStats(),
    enabled: signedIn,
    queryFn: ({ signal }) => call('GET /api/team/stats', {}, { ...quiet, signal }),
    ...STRATEGY_EAGER,
  });
}

export function useTeamMembers(type: TeamTab) {
  const signedIn = useAtomValue(isSignedInAtom);
  return usePaged(
    queryKeys.user.teamMembers(type),
    (page, signal) =>
      call('GET /api/team/members', { type, page, size: PAGE_SIZE }, { ...quiet, signal }),
    signedIn,
  );
}

export function useLedger(symbol: AssetSymbol | 'all') {
  const signedIn = useAtomValue(isSignedInAtom);
  return usePaged(
    queryKeys.user.ledger(symbol),
    (page, signal) =>
      call(
        'GET /api/flow/list',
        { page, size: PAGE_SIZE, ...(symbol === 'all' ? {} : { symbol }) },
        { ...quiet, signal },
      ),
    signedIn,
  );
}
