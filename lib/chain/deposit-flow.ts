/**
 * The on-chain deposit of SPEC §4, step by step, with every dependency injected so each branch
 * is unit-tested with a fake wallet and a fake API:
 *
 *   network check → set `rechargeInProgress` → token balance → allowance to the vault →
 *   (allowance ≤ amount: approve max uint256, wait for a status-1 receipt) →
 *   order number from the API → deposit(token, amount, orderNo, 1) → status-1 receipt →
 *   hide loading, "submitted" toast, clear the flag.
 *
 * Any failure hides loading, clears the flag and says why. The flag lives in the session; a
 * flag found set while no deposit runs in this page was left by a page that is gone (a reload
 * or a crashed tab: its wait for the receipt died with it), so it is cleared, never obeyed.
 */
import type { Address, Hash } from 'viem';
import type { AssetSymbol, DepositOrder, DepositOrderRequest } from '@/lib/api/contract';
import type { NetworkCheckResult } from '@/lib/auth/network-check';
import { isPositiveAmount, toUnits } from '@/lib/numbers/decimal';

export type DepositStep = 'approving' | 'depositing' | 'confirming';

export type DepositOutcome =
  | { status: 'success'; orderNo: string }
  /** Another deposit is running in this page. */
  | { status: 'busy' }
  /** Wrong network: the check reloads the page after a switch or shows the banner. */
  | { status: 'network' }
  | { status: 'invalid' }
  | { status: 'insufficient' }
  | { status: 'failed'; error: unknown };

/** The wallet calls the flow needs (a subset of the wallet runtime). */
export interface DepositChain {
  tokenBalance(token: Address, owner: Address): Promise<bigint>;
  allowance(token: Address, owner: Address, spender: Address): Promise<bigint>;
  approveMax(token: Address, spender: Address): Promise<Hash>;
  deposit(token: Address, amount: bigint, orderNo: bigint): Promise<Hash>;
  waitForReceipt(hash: Hash): Promise<'success' | 'reverted'>;
}

export interface DepositDeps {
  ensureNetwork(): Promise<NetworkCheckResult>;
  chain(): Promise<DepositChain>;
  /** POST /api/recharge/create; reports its own failures (the API client's toast). */
  createOrder(request: DepositOrderRequest): Promise<DepositOrder>;
  flag: { get(): boolean; set(on: boolean): void };
  /** Shows the overlay; the returned function hides it (safe to call twice). */
  beginLoading(): () => void;
  onStep(step: DepositStep | null): void;
  toastSuccess(key: string): void;
  toastError(key: string): void;
  /** The message key for a failure, or null when it was already shown (API errors). */
  failureKey(error: unknown): string | null;
}

export interface DepositRequest {
  symbol: AssetSymbol;
  token: Address;
  vault: Address;
  owner: Address;
  /** Decimal string, at most 18 places. */
  amount: string;
}

/** Thrown when a receipt comes back with status 0; its text classifies as "reverted". */
export class ReceiptRevertedError extends Error {
  constructor(readonly hash: Hash) {
    super(`transaction reverted (status 0): ${hash}`);
    this.name = 'ReceiptRevertedError';
  }
}

/** The order the API made names other contracts than the ones this app approves and calls. */
export class OrderMismatchError extends Error {
  constructor() {
    super('deposit order does not match the configured token or vault');
    this.name = 'OrderMismatchError';
  }
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export interface DepositRunner {
  run(request: DepositRequest): Promise<DepositOutcome>;
  isRunning(): boolean;
  /** Clears a flag that no deposit of this page owns; true when there was one. */
  clearStaleFlag(): boolean;
}

export function createDepositRunner(deps: DepositDeps): DepositRunner {
  let running = false;

  function clearStaleFlag(): boolean {
    if (running || !deps.flag.get()) return false;
    deps.flag.set(false);
    return true;
  }

  async function confirmed(chain: DepositChain, hash: Hash): Promise<void> {
    deps.onStep('confirming');
    if ((await chain.waitForReceipt(hash)) !== 'success') throw new ReceiptRevertedError(hash);
  }

  async function run(request: DepositRequest): Promise<DepositOutcome> {
    // Synchronous guard: a second tap arrives before any await below has returned.
    if (running) return { status: 'busy' };
    if (!isPositiveAmount(request.amount)) return { status: 'invalid' };
    running = true;
    let endLoading: (() => void) | undefined;
    let flagged = false;
    try {
      const network = await deps.ensureNetwork();
      if (network !== 'ok') return { status: 'network' };

      deps.flag.set(true);
      flagged = true;
      endLoading = deps.beginLoading();

      const chain = await deps.chain();
      const units = toUnits(request.amount);
      const balance = await chain.tokenBalance(request.token, request.owner);
      if (balance < units) {
        endLoading();
        deps.toastError('deposit.insufficientBalance');
        return { status: 'insufficient' };
      }

      const allowance = await chain.allowance(request.token, request.owner, request.vault);
      if (allowance <= units) {
        deps.onStep('approving');
        await confirmed(chain, await chain.approveMax(request.token, request.vault));
      }

      const order = await deps.createOrder({ symbol: request.symbol, amount: request.amount });
      if (!sameAddress(order.token, request.token) || !sameAddress(order.vault, request.vault)) {
        throw new OrderMismatchError();
      }

      deps.onStep('depositing');
      const hash = await chain.deposit(request.token, units, BigInt(order.orderNo));
      await confirmed(chain, hash);

      endLoading();
      deps.onStep(null);
      deps.toastSuccess('deposit.submitted');
      return { status: 'success', orderNo: order.orderNo };
    } catch (error) {
      console.warn('deposit failed', error);
      endLoading?.();
      deps.onStep(null);
      const key = deps.failureKey(error);
      if (key) deps.toastError(key);
      return { status: 'failed', error };
    } finally {
      endLoading?.();
      deps.onStep(null);
      if (flagged) deps.flag.set(false);
      running = false;
    }
  }

  return { run, isRunning: () => running, clearStaleFlag };
}
