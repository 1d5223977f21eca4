'use client';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { call, inPlace } from '@/lib/api/client';
import { FRESH_OFTEN } from '@/lib/api/freshness';
import { sharedKeys } from '@/lib/api/query-keys';
import { isSignedInAtom } from '@/lib/session/selectors';

/** The signed-in user's profile: address, referrer, level. */
export function useUserInfo() {
  const signedIn = useAtomValue(isSignedInAtom);
  return useQuery({
    queryKey: sharedKeys.userInfo,
    enabled: signedIn,
    queryFn: ({ signal }) => call('GET /api/user/info', {}, inPlace(signal)),
    ...FRESH_OFTEN,
  });
}
