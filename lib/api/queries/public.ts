'use client';
import { useQuery } from '@tanstack/react-query';
import { call } from '../client';
import { queryKeys } from '../query-keys';
import { STRATEGY_EAGER, STRATEGY_LAZY } from '../strategies';
import { PAGE_SIZE, usePaged } from './use-paged';

const quiet = { toast: false, loading: false } as const;

export function usePlatformConfig() {
  return useQuery({
    queryKey: queryKeys.config(),
    queryFn: ({ signal }) => call('GET /api/config', {}, { ...quiet, signal }),
    ...STRATEGY_LAZY,
  });
}

export function useNetworkStats() {
  return useQuery({
    queryKey: queryKeys.stats(),
    queryFn: ({ signal }) => call('GET /api/home/stats', {}, { ...quiet, signal }),
    ...STRATEGY_EAGER,
  });
}

export function useAnnouncements() {
  return usePaged(queryKeys.notices(), (page, signal) =>
    call('GET /api/notice/list', { page, size: PAGE_SIZE }, { ...quiet, signal }),
  );
}

export function useAnnouncement(id: number) {
  return useQuery({
    queryKey: queryKeys.notice(id),
    enabled: Number.isInteger(id) && id > 0,
    queryFn: ({ signal }) => call('GET /api/notice/detail', { id }, { ...quiet, signal }),
    ...STRATEGY_LAZY,
  });
}
