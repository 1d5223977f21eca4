/** Named fetch strategies: each query says how fresh it must be instead of repeating numbers. */
export const STRATEGY_LIVE = { staleTime: 0, refetchOnWindowFocus: true } as const;
export const STRATEGY_EAGER = { staleTime: 15_000, refetchOnWindowFocus: true } as const;
export const STRATEGY_LAZY = { staleTime: 60_000, refetchOnWindowFocus: false } as const;
export const STRATEGY_IMMUTABLE = {
  staleTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
} as const;
