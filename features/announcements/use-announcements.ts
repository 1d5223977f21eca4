'use client';
import { call, inPlace } from '@/lib/api/client';
import { PAGE_SIZE, usePaged } from '@/lib/api/use-paged';
import { announcementKeys } from './api';

const fetchAnnouncements = (page: number, signal: AbortSignal) =>
  call('GET /api/notice/list', { page, size: PAGE_SIZE }, inPlace(signal));

/** Every announcement, page by page, for the list's screen. */
export function useAnnouncements() {
  return usePaged(announcementKeys.list, fetchAnnouncements);
}
