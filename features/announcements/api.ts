'use client';
import { useQuery } from '@tanstack/react-query';
import { call, inPlace } from '@/lib/api/client';
import { FRESH_RARELY } from '@/lib/api/freshness';
import { publicKey } from '@/lib/api/query-keys';
import { PAGE_SIZE, pagedQuery, usePaged } from '@/lib/api/use-paged';

export const announcementKeys = {
  list: publicKey('notices'),
  detail: (id: number) => publicKey('notice', id),
};

const fetchAnnouncements = (page: number, signal: AbortSignal) =>
  call('GET /api/notice/list', { page, size: PAGE_SIZE }, inPlace(signal));

/** The list's query, for Home to ask for it before it renders. */
export const announcementsQuery = pagedQuery(announcementKeys.list, fetchAnnouncements);

export function useAnnouncements() {
  return usePaged(announcementKeys.list, fetchAnnouncements);
}

export function useAnnouncement(id: number) {
  return useQuery({
    queryKey: announcementKeys.detail(id),
    enabled: Number.isInteger(id) && id > 0,
    queryFn: ({ signal }) => call('GET /api/notice/detail', { id }, inPlace(signal)),
    ...FRESH_RARELY,
  });
}
