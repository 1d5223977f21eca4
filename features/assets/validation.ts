import { checkAddress } from '@/lib/numbers/address';
import { compare, gt, isPositiveAmount } from '@/lib/numbers/decimal';
import { isRefusedRisk, knownRisk, riskMessageKeys } from './destination';

/** A message key, or null when the value is fine. */
export type Problem = string | null;

const addressProblemKeys = {
  invalid: 'address.invalid',
  checksum: 'address.checksum',
  own: 'address.own',
} as const;

/**
 * What no review may let through, said where the address is typed: the zero and burn addresses,
 * and the app's own contracts (its tokens and its vault), whose tokens sent there are lost.
 */
export function refusedDestinationProblem(
  address: string,
  appContracts: readonly string[],
): Problem {
  const risk = knownRisk(address, appContracts);
  return risk && isRefusedRisk(risk) ? riskMessageKeys[risk] : null;
}

function amountProblem(
  amount: string,
  keys: { empty: string; invalid: string; belowMinimum?: string },
  balance?: string,
  minimum?: string,
): Problem {
  if (!amount.trim()) return keys.empty;
  if (!isPositiveAmount(amount)) return keys.invalid;
  if (
    keys.belowMinimum &&
    minimum !== undefined &&
    isPositiveAmount(minimum) &&
    compare(amount, minimum) < 0
  ) {
    return keys.belowMinimum;
  }
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

/**
 * Withdraw: sending to one's own wallet is an ordinary withdrawal, so it is allowed. Below the
 * platform's minimum the message is 1037's, with `{limit}` for the caller to fill.
 */
export function withdrawProblems(input: SendInput): AddressAmountProblems {
  return sendProblems(input, {
    enterAddress: 'withdraw.enterAddress',
    empty: 'withdraw.enterAmount',
    invalid: 'withdraw.invalidAmount',
    belowMinimum: 'errors.minWithdraw',
  });
}

/** Transfer: to another user of the same line, never to oneself; 1038's message below the minimum. */
export function transferProblems(input: SendInput & { own: string }): AddressAmountProblems {
  return sendProblems(
    input,
    {
      enterAddress: 'transfer.enterAddress',
      empty: 'transfer.enterQuantity',
      invalid: 'transfer.invalidAmount',
      belowMinimum: 'errors.minTransfer',
    },
    input.own || undefined,
  );
}

interface SendInput {
  address: string;
  amount: string;
  balance?: string;
  minimum?: string;
  /** The app's own token and vault contracts, refused as destinations. */
  appContracts?: readonly string[];
}

/** An address and an amount, each checked; `keys` are the form's own messages. */
function sendProblems(
  input: SendInput,
  keys: { enterAddress: string; empty: string; invalid: string; belowMinimum: string },
  own?: string,
): AddressAmountProblems {
  const checked = checkAddress(input.address, own);
  const { enterAddress, ...amountKeys } = keys;
  return {
    address: checked.ok
      ? refusedDestinationProblem(checked.address, input.appContracts ?? [])
      : checked.problem === 'empty'
        ? enterAddress
        : addressProblemKeys[checked.problem],
    amount: amountProblem(input.amount, amountKeys, input.balance, input.minimum),
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
