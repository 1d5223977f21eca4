import { checkAddress } from '@/lib/numbers/address';
import { gt, isPositiveAmount } from '@/lib/numbers/decimal';

/** A message key, or null when the value is fine. */
export type Problem = string | null;

const addressProblemKeys = {
  invalid: 'address.invalid',
  checksum: 'address.checksum',
  own: 'address.own',
} as const;

function amountProblem(
  amount: string,
  keys: { empty: string; invalid: string },
  balance?: string,
): Problem {
  if (!amount.trim()) return keys.empty;
  if (!isPositiveAmount(amount)) return keys.invalid;
  if (balance !== undefined && gt(amount, balance)) return 'errors.insufficientBalance';
  return null;
}

/** Top up: the on-chain token balance is checked by the deposit flow, not here. */
export function depositAmountProblem(amount: string): Problem {
  return amountProblem(amount, { empty: 'deposit.enterAmount', invalid: 'deposit.invalidAmount' });
}

export interface AddressAmountProblems {
  address: Problem;
  amount: Problem;
}

/** Withdraw: sending to one's own wallet is an ordinary withdrawal, so it is allowed. */
export function withdrawProblems(input: {
  address: string;
  amount: string;
  balance?: string;
}): AddressAmountProblems {
  const checked = checkAddress(input.address);
  return {
    address: checked.ok
      ? null
      : checked.problem === 'empty'
        ? 'withdraw.enterAddress'
        : addressProblemKeys[checked.problem],
    amount: amountProblem(
      input.amount,
      { empty: 'withdraw.enterAmount', invalid: 'withdraw.invalidAmount' },
      input.balance,
    ),
  };
}

/** Transfer: to another user of the same line, never to oneself. */
export function transferProblems(input: {
  address: string;
  amount: string;
  own: string;
  balance?: string;
}): AddressAmountProblems {
  const checked = checkAddress(input.address, input.own || undefined);
  return {
    address: checked.ok
      ? null
      : checked.problem === 'empty'
        ? 'transfer.enterAddress'
        : addressProblemKeys[checked.problem],
    amount: amountProblem(
      input.amount,
      { empty: 'transfer.enterQuantity', invalid: 'transfer.invalidAmount' },
      input.balance,
    ),
  };
}

export function flashAmountProblem(amount: string, balance?: string): Problem {
  return amountProblem(
    amount,
    { empty: 'flash.enterAmount', invalid: 'flash.invalidAmount' },
    balance,
  );
}

export function hasProblem(problems: AddressAmountProblems): boolean {
  return problems.address !== null || problems.amount !== null;
}
