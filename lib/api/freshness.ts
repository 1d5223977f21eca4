/** How fresh a query must be, named, so each query says it instead of repeating numbers. */
export const FRESH_OFTEN = { staleTime: 15_000, refetchOnWindowFocus: true } as const;
export const FRESH_RARELY = { staleTime: 60_000, refetchOnWindowFocus: false } as const;
