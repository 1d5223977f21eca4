import type { AssetSymbol } from '@/lib/contract/contract';
import { ApiError, Code } from './codes';
import { type Decimal, fmt, min } from './money';
import { nextId, nowIso, type State, type User, userKey } from './state';

export function addLedger(
  state: State,
  user: User,
  type: string,
  symbol: AssetSymbol,
  amount: Decimal,
  createdAt: string = nowIso(),
): void {
  state.ledger.push({ id: nextId(state), owner: user.address, type, symbol, amount, createdAt });
}

/**
 * Every balance change goes through here, `debit` or `reverseCredit`, so the ledger always
 * explains a balance: its lines sum to the balance less the debt. A credit covers an open debt
 * of its asset first; once the debt is covered, the withdrawals it held go back to review.
 */
export function credit(
  state: State,
  user: User,
  symbol: AssetSymbol,
  amount: Decimal,
  type: string,
): void {
  const covered = min(user.debts[symbol], amount);
  user.debts[symbol] = user.debts[symbol].minus(covered);
  user.balances[symbol] = user.balances[symbol].plus(amount.minus(covered));
  addLedger(state, user, type, symbol, amount);
  if (covered.gt(0) && user.debts[symbol].eq(0)) releaseHeldWithdrawals(state, user, symbol);
}

/** Spends from the balance; the caller has checked that it holds `amount` (see `requireFunds`). */
export function debit(
  state: State,
  user: User,
  symbol: AssetSymbol,
  amount: Decimal,
  type: string,
): void {
  user.balances[symbol] = user.balances[symbol].minus(amount);
  addLedger(state, user, type, symbol, amount.times(-1));
}

/**
 * Takes back a credit the chain no longer holds. What the balance cannot give back is never a
 * silent negative balance: it is a debt, with its own ledger line, and the withdrawals of the
 * asset still in review are held (one of them may have paid out the very credit taken back).
 */
export function reverseCredit(
  state: State,
  user: User,
  symbol: AssetSymbol,
  amount: Decimal,
  type: string,
): void {
  const taken = min(user.balances[symbol], amount);
  const owed = amount.minus(taken);
  if (taken.gt(0)) debit(state, user, symbol, taken, type);
  if (owed.gt(0)) {
    user.debts[symbol] = user.debts[symbol].plus(owed);
    addLedger(state, user, 'debt', symbol, owed.times(-1));
    for (const row of state.withdrawals) {
      if (row.status === 'review' && row.symbol === symbol && sameOwner(row.owner, user)) {
        row.status = 'held';
      }
    }
  }
}

function sameOwner(owner: string, user: User): boolean {
  return userKey(owner) === userKey(user.address);
}

function releaseHeldWithdrawals(state: State, user: User, symbol: AssetSymbol): void {
  for (const row of state.withdrawals) {
    if (row.status === 'held' && row.symbol === symbol && sameOwner(row.owner, user)) {
      row.status = 'review';
    }
  }
}

/**
 * Refuses to spend `amount` of `symbol`: 1080 while a debt of the asset is open (nothing of it
 * leaves until the debt is covered), 1015 when the balance is short.
 */
export function requireFunds(user: User, symbol: AssetSymbol, amount: Decimal): void {
  const debt = user.debts[symbol];
  if (debt.gt(0)) {
    throw new ApiError(Code.DEBT_OPEN, undefined, { symbol, debt: fmt(debt) });
  }
  if (user.balances[symbol].lt(amount)) throw new ApiError(Code.INSUFFICIENT_BALANCE);
}
