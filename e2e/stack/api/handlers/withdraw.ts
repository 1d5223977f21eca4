import type { Page, TxHash, WithdrawRecord, WithdrawStatus } from '@/lib/contract/contract';
import { unownedAddress } from '@/lib/contract/unowned-addresses';
import { refuseAppContract } from '../app-contracts';
import { ApiError, badRequest, Code } from '../codes';
import type { AuthedContext } from '../context';
import { credit, debit, requireFunds } from '../ledger';
import { fmt } from '../money';
import { newestFirst, paginate, readPageParams } from '../paging';
import { findUser, nextId, nowIso, type State, userKey, type WithdrawRow } from '../state';
import { asObject, requireAddress, requireAmount, requireSymbol } from '../validate';
import { withdrawView } from '../views';

/** The amount leaves the balance at once and waits in review; a refusal pays it back. */
export function createWithdrawal(ctx: AuthedContext): WithdrawRecord {
  const body = asObject(ctx.body);
  const symbol = requireSymbol(body, 'symbol');
  const address = requireAddress(body, 'address');
  // The app warns before such a send; the server refuses it, for any client.
  const unowned = unownedAddress(address);
  if (unowned) {
    throw badRequest(
      `withdrawals to ${unowned === 'zero' ? 'the zero address' : 'a burn address'} are refused: nobody can receive them`,
    );
  }
  refuseAppContract(ctx.services.contracts, address);
  const amount = requireAmount(body, 'amount');
  const { state, user } = ctx;
  const limit = state.settings.minWithdraw;
  if (amount.lt(limit)) {
    throw new ApiError(Code.MIN_WITHDRAW, `Minimum withdrawal ${fmt(limit)}`, {
      limit: fmt(limit),
    });
  }
  requireFunds(user, symbol, amount);
  debit(state, user, symbol, amount, 'withdraw');
  const row: WithdrawRow = {
    id: nextId(state),
    owner: user.address,
    symbol,
    amount,
    address,
    status: 'review',
    createdAt: nowIso(),
    txHash: null,
    reason: null,
  };
  state.withdrawals.push(row);
  return withdrawView(row);
}

export function listWithdrawals(ctx: AuthedContext): Page<WithdrawRecord> {
  const params = readPageParams(ctx.query);
  const owner = userKey(ctx.user.address);
  const rows = newestFirst(ctx.state.withdrawals.filter((w) => userKey(w.owner) === owner));
  return paginate(rows, params, withdrawView);
}

export type ReviewOutcome = Exclude<WithdrawStatus, 'review'>;

/** What a review may say besides its outcome: the payout's transaction, or why it refused. */
export interface ReviewNote {
  txHash?: TxHash;
  reason?: string;
}

/**
 * Settles a withdrawal in review. A payout (`success`, and a `failed` one that reached the
 * chain) may carry its transaction; a refusal or failure may carry its reason.
 */
export function reviewWithdrawal(
  state: State,
  id: number,
  outcome: ReviewOutcome,
  note: ReviewNote = {},
): WithdrawRecord {
  const row = state.withdrawals.find((w) => w.id === id);
  if (!row) throw badRequest(`no withdrawal ${id}`);
  if (row.status === 'held' && outcome === 'success') {
    throw badRequest(`withdrawal ${id} is held until its asset's debt is covered`);
  }
  if (row.status !== 'review' && row.status !== 'held') {
    throw badRequest(`withdrawal ${id} is already ${row.status}`);
  }
  if (note.txHash && outcome === 'rejected')
    throw badRequest('a rejected withdrawal has no transaction');
  if (note.reason && outcome === 'success') throw badRequest('a paid withdrawal has no reason');
  row.status = outcome;
  row.txHash = note.txHash ?? null;
  row.reason = note.reason ?? null;
  if (outcome !== 'success') {
    const owner = findUser(state, row.owner);
    if (owner) credit(state, owner, row.symbol, row.amount, 'withdraw_refund');
  }
  return withdrawView(row);
}
