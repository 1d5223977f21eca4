import type { FlashExchangeRecord, Page } from '@/lib/contract/contract';
import { ApiError, Code } from '../codes';
import type { AuthedContext } from '../context';
import { flashQuote } from '../flash-math';
import { credit, debit } from '../ledger';
import { newestFirst, paginate, readPageParams } from '../paging';
import { type FlashRow, nextId, nowIso, userKey } from '../state';
import { asObject, requireAmount } from '../validate';
import { flashView } from '../views';

export function createFlashExchange(ctx: AuthedContext): FlashExchangeRecord {
  const body = asObject(ctx.body);
  const amount = requireAmount(body, 'amount');
  const { state, user } = ctx;
  if (user.balances.RWAT.lt(amount)) throw new ApiError(Code.INSUFFICIENT_BALANCE);
  const price = state.settings.rwatPrice;
  const quote = flashQuote(amount, price, state.settings.flashFeeRate);
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
