import { testTiming } from '@/lib/config';

/** How fresh a query must be, named, so each query says it instead of repeating numbers. */
export const FRESH_OFTEN = { staleTime: 15_000, refetchOnWindowFocus: true } as const;
export const FRESH_RARELY = { staleTime: 60_000, refetchOnWindowFocus: false } as const;
/** How often a price a person acts on is asked again while it shows. */
export const PRICE_REFRESH_MS = 15_000;

/**
 * A price a person acts on: asked again every 15 s while the screen shows it, paused while the
 * tab is hidden (react-query's interval stops in the background) and asked again on return.
 */
export const FRESH_LIVE = {
  staleTime: 0,
  refetchInterval: () => testTiming('priceRefreshMs', PRICE_REFRESH_MS),
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
} as const;
