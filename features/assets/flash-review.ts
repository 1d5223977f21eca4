import { isApiError } from '@/lib/api/api-error';
import {
  type FlashExchangeRequest,
  PRICE_MOVED_CODE,
  type PriceMovedData,
} from '@/lib/contract/contract';
import { isAmountText, isPositiveAmount } from '@/lib/numbers/decimal';
import { type FlashQuote, flashQuote } from './flash-quote';

/** The terms an exchange is quoted at: today's RWAT price in U and the fee as a fraction. */
export interface FlashTerms {
  rwatPrice: string;
  flashFeeRate: string;
}

/**
 * How far below the reviewed figure the exchange may pay: none. The minimum received is what
 * the review shows; a price that falls at all fails the exchange (1070) and nothing is paid.
 */
export const FLASH_TOLERANCE = '0';

/**
 * What the person reviews. `moved` says the server refused the last Confirm because the price
 * had moved, and these are the new terms. `refreshed` says the screen's price refresh brought
 * new terms while the review was open: they are shown, and Confirm waits until the person
 * accepts them (as Uniswap's "Price updated — Accept").
 */
export interface FlashReview {
  amount: string;
  terms: FlashTerms;
  quote: FlashQuote;
  moved: boolean;
  refreshed?: boolean;
}

export function sameTerms(a: FlashTerms, b: FlashTerms): boolean {
  return a.rwatPrice === b.rwatPrice && a.flashFeeRate === b.flashFeeRate;
}

/**
 * The open review after a price refresh: the same review while the terms hold, else the new
 * terms awaiting acceptance (null when the amount no longer buys anything at them).
 */
export function refreshedReview(review: FlashReview, terms: FlashTerms): FlashReview | null {
  if (sameTerms(review.terms, terms)) return review;
  const next = flashReview(review.amount, terms);
  return next ? { ...next, refreshed: true } : null;
}

/** The review of `amount` at `terms`, or null while the amount or the terms cannot be quoted. */
export function flashReview(amount: string, terms: FlashTerms, moved = false): FlashReview | null {
  const quote = flashQuote(amount, terms.rwatPrice, terms.flashFeeRate);
  if (!quote || !isPositiveAmount(quote.received)) return null;
  return {
    amount,
    terms: { rwatPrice: terms.rwatPrice, flashFeeRate: terms.flashFeeRate },
    quote,
    moved,
  };
}

/** The request a review sends: the amount, and the USDT it showed as the least to receive. */
export function exchangeRequest(review: FlashReview): FlashExchangeRequest {
  return { amount: review.amount, minReceived: review.quote.received };
}

/**
 * The terms a refused exchange would have had (`PRICE_MOVED_CODE`), or null for any other
 * failure, or for a refusal whose terms cannot be read (then the screen's own refreshed quote
 * is the next review).
 */
export function movedTerms(error: unknown): FlashTerms | null {
  if (!isApiError(error) || error.code !== PRICE_MOVED_CODE) return null;
  const data = error.data as Partial<PriceMovedData> | null | undefined;
  if (!data || !isAmountText(data.rwatPrice) || !isAmountText(data.flashFeeRate)) return null;
  return { rwatPrice: data.rwatPrice, flashFeeRate: data.flashFeeRate };
}

/** The server refused because the price moved, whether or not it said to what. */
export function priceMoved(error: unknown): boolean {
  return isApiError(error) && error.code === PRICE_MOVED_CODE;
}
