'use client';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/feedback/toast';
import { getSession, setSession } from '@/lib/session/store';
import { call } from '../client';
import type { BindRequest, UserDetail } from '../contract';
import { queryKeys } from '../query-keys';
import { useOnceMutation } from './use-once-mutation';

/**
 * Binds the referrer (permanent). Failures are shown inside the dialog, next to the address,
 * so the call asks for no toast; session endings still tell the user themselves.
 */
export function useBindReferrer(onBound?: (detail: UserDetail) => void) {
  const queryClient = useQueryClient();
  return useOnceMutation<UserDetail, BindRequest>({
    mutationFn: (request, idempotencyKey) =>
      call('POST /api/user/bind', request, { toast: false, idempotencyKey }),
    onSuccess: (detail) => {
      const { user } = getSession();
      // The invite link's inviter has served its purpose once a referrer is bound.
      if (user) setSession({ user: { ...user, pid: detail.pid }, userDetail: detail, inviter: '' });
      queryClient.setQueryData(queryKeys.user.info(), detail);
      void queryClient.invalidateQueries({ queryKey: queryKeys.user.info() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user.balance() });
      toast.success('home.bind.success');
      onBound?.(detail);
    },
  });
}
