'use client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callerFor, inPlace } from '@/lib/api/client';
import { FRESH_RARELY } from '@/lib/api/freshness';
import { publicKey } from '@/lib/api/query-keys';
import { publicEndpoints } from '@/lib/contract/areas/public';

const call = callerFor(publicEndpoints);

export const announcementKeys = {
  list: publicKey('notices'),
  latest: publicKey('notices', 'latest'),
  detail: (id: number) => publicKey('notice', id),
};

/** How many of the newest announcements Home shows (its card has as many placeholder rows). */
const LATEST_COUNT = 3;

/**
 * The newest few, for Home: one small page of their own, so Home (on every first load) needs
 * none of the list's paging (`useAnnouncements`, with the list's screen).
 */
export const latestAnnouncementsQuery = queryOptions({
  queryKey: announcementKeys.latest,
  queryFn: ({ signal }) =>
    call('GET /api/notice/list', { page: 1, size: LATEST_COUNT }, inPlace(signal)),
});

export function useLatestAnnouncements() {
  return useQuery(latestAnnouncementsQuery);
}

export function useAnnouncement(id: number) {
  return useQuery({
    queryKey: announcementKeys.detail(id),
    enabled: Number.isInteger(id) && id > 0,
    queryFn: ({ signal }) => call('GET /api/notice/detail', { id }, inPlace(signal)),
    ...FRESH_RARELY,
  });
}
