import type { FlashExchangeRecord, Page, PriceMovedData } from '@/lib/contract/contract';
import { ApiError, Code } from '../codes';
import type { AuthedContext } from '../context';
import { flashQuote } from '../flash-math';
import { credit, debit, requireFunds } from '../ledger';
import { fmt } from '../money';
import { newestFirst, paginate, readPageParams } from '../paging';
import { type FlashRow, nextId, nowIso, userKey } from '../state';
import { asObject, requireAmount } from '../validate';
import { flashView } from '../views';

/**
 * RWAT → USDT at today's price, bound to what the person reviewed: an exchange that would pay
 * less than `minReceived` is refused with the terms it would have had, and changes nothing.
 */
export function createFlashExchange(ctx: AuthedContext): FlashExchangeRecord {
  const body = asObject(ctx.body);
  const amount = requireAmount(body, 'amount');
  const minReceived = requireAmount(body, 'minReceived', false);
  const { state, user } = ctx;
  requireFunds(user, 'RWAT', amount);
  const price = state.settings.rwatPrice;
  const feeRate = state.settings.flashFeeRate;
  const quote = flashQuote(amount, price, feeRate);
  if (quote.received.lt(minReceived)) {
    const moved: PriceMovedData = {
      rwatPrice: fmt(price),
      flashFeeRate: fmt(feeRate),
      received: fmt(quote.received),
    };
    throw new ApiError(Code.PRICE_MOVED, undefined, moved);
  }
  debit(state, user, 'RWAT', amount, 'flash_exchange');
  credit(state, user, 'USDT', quote.received, 'flash_exchange');
  const row: FlashRow = {
    id: nextId(state),
    owner: user.address,
    price,
    quantity: amount,
    fee: quote.fee,
    received: quote.received,
    createdAt: nowIso(),
  };
  state.flashes.push(row);
  return flashView(row);
}

export function listFlashExchanges(ctx: AuthedContext): Page<FlashExchangeRecord> {
  const params = readPageParams(ctx.query);
  const owner = userKey(ctx.user.address);
  const rows = newestFirst(ctx.state.flashes.filter((f) => userKey(f.owner) === owner));
  return paginate(rows, params, flashView);
}
