// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/lib/config';
import en from '@/messages/en.json';
import { LoadMoreList } from './LoadMoreList';

const page = {
  items: [] as string[],
  error: null,
  isPending: false,
  isEmpty: false,
  isEnd: false,
  hasNextPage: false,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: () => undefined,
  refetch: () => undefined,
};

const inEnglish = (ui: ReactNode) =>
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      {ui}
    </NextIntlClientProvider>,
  );

function list(query: Partial<typeof page>) {
  return inEnglish(
    <LoadMoreList
      query={{ ...page, ...query }}
      label="Deposit records"
      emptyText="No deposits yet"
      emptyNext={{ to: 'deposit', label: 'Top up' }}
      itemKey={(item) => item}
      renderItem={(item) => item}
    />,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a list while its first page loads', () => {
  it('holds the shape of its rows, busy, and says "Loading…" once the delay has passed', () => {
    const { container } = list({ isPending: true });
    const busy = container.querySelector('[aria-busy="true"]');
    expect(busy).not.toBeNull();
    expect(busy?.querySelector('[aria-hidden="true"]')?.children).toHaveLength(3);
    // A quick answer never flashes a message.
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(config.asyncPlaceholderDelayMs));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('is busy no more once the rows are in', () => {
    const { container } = list({ items: ['one', 'two'] });
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(screen.getByRole('list', { name: 'Deposit records' }).children).toHaveLength(2);
  });
});

describe('an empty list', () => {
  it('says so and links to the screen that fills it', () => {
    list({ isEmpty: true });
    expect(screen.getByText('No deposits yet')).toBeDefined();
    const next = screen.getByRole('link', { name: 'Top up' });
    expect(next.getAttribute('href')).toBe('#/pages/assets/topup');
  });
});
