import type { Page, TransferRecord } from '@/lib/contract/contract';
import { refuseAppContract } from '../app-contracts';
import { ApiError, badRequest, Code } from '../codes';
import type { AuthedContext } from '../context';
import { credit, debit, requireFunds } from '../ledger';
import { fmt } from '../money';
import { newestFirst, paginate, readPageParams } from '../paging';
import { sameLine } from '../referral';
import { findUser, nextId, nowIso, type TransferRow, userKey } from '../state';
import { asObject, requireAddress, requireAmount, requireSymbol } from '../validate';
import { transferView } from '../views';

/** Between two members of one line (same root of the referral tree); both sides get a record. */
export function createTransfer(ctx: AuthedContext): TransferRecord {
  const body = asObject(ctx.body);
  const symbol = requireSymbol(body, 'symbol');
  const address = requireAddress(body, 'address');
  refuseAppContract(ctx.services.contracts, address);
  const amount = requireAmount(body, 'amount');
  const { state, user } = ctx;
  const receiver = findUser(state, address);
  if (!receiver) throw new ApiError(Code.RECEIVER_NOT_FOUND);
  // A disabled account cannot sign in to use what it would receive.
  if (receiver.disabled) throw new ApiError(Code.RECEIVER_DISABLED);
  if (userKey(receiver.address) === userKey(user.address)) {
    throw badRequest('cannot transfer to yourself');
  }
  if (!sameLine(state, user, receiver)) throw new ApiError(Code.SAME_LINE_ONLY);
  const limit = state.settings.minTransfer;
  if (amount.lt(limit)) {
    throw new ApiError(Code.MIN_TRANSFER, `Minimum transfer ${fmt(limit)}`, { limit: fmt(limit) });
  }
  requireFunds(user, symbol, amount);

  debit(state, user, symbol, amount, 'transfer');
  credit(state, receiver, symbol, amount, 'transfer');
  const createdAt = nowIso();
  const out: TransferRow = {
    id: nextId(state),
    owner: user.address,
    direction: 'out',
    symbol,
    amount,
    counterparty: receiver.address,
    createdAt,
  };
  state.transfers.push(out, {
    id: nextId(state),
    owner: receiver.address,
    direction: 'in',
    symbol,
    amount,
    counterparty: user.address,
    createdAt,
  });
  return transferView(out);
}

export function listTransfers(ctx: AuthedContext): Page<TransferRecord> {
  const params = readPageParams(ctx.query);
  const owner = userKey(ctx.user.address);
  const rows = newestFirst(ctx.state.transfers.filter((t) => userKey(t.owner) === owner));
  return paginate(rows, params, transferView);
}
