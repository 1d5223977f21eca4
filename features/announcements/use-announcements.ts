'use client';
import { callerFor, inPlace } from '@/lib/api/client';
import { PAGE_SIZE, usePaged } from '@/lib/api/use-paged';
import { publicEndpoints } from '@/lib/contract/areas/public';
import { announcementKeys } from './api';

const call = callerFor(publicEndpoints);

const fetchAnnouncements = (page: number, signal: AbortSignal) =>
  call('GET /api/notice/list', { page, size: PAGE_SIZE }, inPlace(signal));

/** Every announcement, page by page, for the list's screen. */
export function useAnnouncements() {
  return usePaged(announcementKeys.list, fetchAnnouncements);
}
