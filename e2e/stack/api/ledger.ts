import type { AssetSymbol } from '@/lib/contract/contract';
import type { Decimal } from './money';
import { nextId, nowIso, type State, type User } from './state';

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

/** Every balance change goes through here or `debit`, so the ledger always explains a balance. */
export function credit(
  state: State,
  user: User,
  symbol: AssetSymbol,
  amount: Decimal,
  type: string,
): void {
  user.balances[symbol] = user.balances[symbol].plus(amount);
  addLedger(state, user, type, symbol, amount);
}

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
