'use client';
import { FRESH_OFTEN } from '@/lib/api/freshness';
import { sharedKeys } from '@/lib/api/query-keys';
import { useUserRead } from '@/lib/api/use-user-read';
import { accountEndpoints } from '@/lib/contract/areas/account';

/** The signed-in user's profile: address, referrer, level. */
export function useUserInfo() {
  return useUserRead(sharedKeys.userInfo, accountEndpoints, 'GET /api/user/info', FRESH_OFTEN);
}
