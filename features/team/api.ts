'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { callerFor, inPlace } from '@/lib/api/client';
import { FRESH_OFTEN } from '@/lib/api/freshness';
import { sharedKeys, userKey } from '@/lib/api/query-keys';
import { useOnceMutation } from '@/lib/api/use-once-mutation';
import { PAGE_SIZE, usePaged } from '@/lib/api/use-paged';
import { useUserRead } from '@/lib/api/use-user-read';
import { accountEndpoints } from '@/lib/contract/areas/account';
import { teamEndpoints } from '@/lib/contract/areas/team';
import type { BindRequest, TeamTab, UserDetail } from '@/lib/contract/contract';
import { toast } from '@/lib/feedback/toast';
import { isSignedInAtom } from '@/lib/session/selectors';
import { getSession, setSession } from '@/lib/session/store';

const call = callerFor({ ...teamEndpoints, ...accountEndpoints });

export function useTeamStats() {
  return useUserRead(sharedKeys.teamStats, teamEndpoints, 'GET /api/team/stats', FRESH_OFTEN);
}

export function useTeamMembers(type: TeamTab) {
  const signedIn = useAtomValue(isSignedInAtom);
  return usePaged(
    userKey('team', 'members', type),
    (page, signal) =>
      call('GET /api/team/members', { type, page, size: PAGE_SIZE }, inPlace(signal)),
    signedIn,
  );
}

/**
 * Binds the referrer (permanent). Failures are shown inside the dialog, next to the address,
 * so the call asks for no toast; session endings still tell the user themselves.
 */
export function useBindReferrer(onBound?: (detail: UserDetail) => void) {
  const queryClient = useQueryClient();
  return useOnceMutation<UserDetail, BindRequest>({
    endpoint: 'POST /api/user/bind',
    mutationFn: (request, idempotencyKey) =>
      call('POST /api/user/bind', request, { toast: false, idempotencyKey }),
    onSuccess: (detail) => {
      const { user } = getSession();
      // The invite link's inviter has served its purpose once a referrer is bound.
      if (user) setSession({ user: { ...user, pid: detail.pid }, inviter: '' });
      queryClient.setQueryData(sharedKeys.userInfo, detail);
      void queryClient.invalidateQueries({ queryKey: sharedKeys.userInfo });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.balances });
      toast.success('home.bind.success');
      onBound?.(detail);
    },
  });
}
