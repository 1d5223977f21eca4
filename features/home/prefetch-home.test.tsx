// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLatestAnnouncements } from '@/features/announcements/api';
import { queryClient } from '@/lib/api/query-client';
import { WAIT_LIMIT_MS } from '@/vitest.setup';
import { prefetchHome, useNetworkStats } from './api';

const asked: string[] = [];
const STATS = { totalStaked: '1200.5', members: 42 };
const NOTICES = { list: [{ id: 1, title: 'Hello' }], page: 1, size: 3, total: 1 };

vi.mock('@/lib/api/client', () => ({
  inPlace: (signal?: AbortSignal) => ({ toast: false, loading: false, signal }),
  callerFor: () => async (key: string, request: object) => {
    asked.push(`${key} ${JSON.stringify(request)}`);
    if (key === 'GET /api/home/stats') return STATS;
    if (key === 'GET /api/notice/list') return NOTICES;
    throw new Error(`unexpected ${key}`);
  },
}));

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

describe('Home asks for what everyone sees before it renders', () => {
  beforeEach(() => {
    asked.length = 0;
    queryClient.clear();
  });

  it('the totals and the notices are asked for once: the screen uses the prefetched answers', async () => {
    prefetchHome();
    const both = ['GET /api/home/stats {}', 'GET /api/notice/list {"page":1,"size":3}'];
    expect(asked).toEqual(both);
    const stats = renderHook(() => useNetworkStats(), { wrapper });
    const notices = renderHook(() => useLatestAnnouncements(), { wrapper });
    await waitFor(() => expect(stats.result.current.data).toEqual(STATS), {
      timeout: WAIT_LIMIT_MS,
    });
    await waitFor(() => expect(notices.result.current.data).toEqual(NOTICES), {
      timeout: WAIT_LIMIT_MS,
    });
    expect(asked).toEqual(both);
  });
});
