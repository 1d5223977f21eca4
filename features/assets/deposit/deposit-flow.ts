/**
 * The on-chain deposit of SPEC §4, step by step, with every dependency injected so each branch
 * is unit-tested with a fake wallet and a fake API:
 *
 *   network check → token balance → allowance to the vault → the person's review (Confirm
 *   makes the idempotency key; an approval is reviewed as what it is: unlimited, or only this
 *   amount) → set `depositInProgress` → (allowance below the amount: approve as chosen, wait for
 *   a status-1 receipt) → order number from the API → deposit(token, amount, orderNo, 1) →
 *   status-1 receipt → hide loading, "submitted" toast, clear the flag.
 *
 * SPEC §4 approves the maximum uint256 whenever the allowance is not greater than the amount;
 * here an allowance equal to the amount pays it (what an exact approval leaves), and the person
 * may choose an exact approval instead of the unlimited one the review names.
 *
 * Any failure hides loading, clears the flag and says why. A deposit the wallet refused or the
 * chain reverted is reported to the API, so its record ends instead of staying pending. A
 * deposit the vault refused because someone else paid its order number first (OrderExist: a
 * watcher of the mempool can copy the number) is told as such and ends Failed; the next try
 * takes a new order. Only a vault that binds each number to its sender would prevent it.
 *
 * A receipt wait is bounded (`RECEIPT_WAIT_MS`): past it the screen is freed and the
 * transaction is watched in the background until its receipt arrives. Every sent transaction
 * is kept in the session until its outcome is known, so a reload resumes the watch.
 *
 * The flag lives in the session; a flag found set while no deposit runs in this page was left
 * by a page that is gone (a reload or a crashed tab), so it is cleared, never obeyed.
 */
import { type Address, type Hash, parseUnits } from 'viem';
import type { NetworkCheckResult } from '@/lib/chain/wallet';
import type {
  AssetSymbol,
  DepositCancelRequest,
  DepositOrder,
  DepositOrderRequest,
} from '@/lib/contract/contract';
import { isPositiveAmount, TOKEN_DECIMALS } from '@/lib/numbers/decimal';
import type { PendingTx } from '@/lib/session/state';

/**
 * How long the screen waits for a receipt before it is freed and the wait goes on behind: a
 * few seconds (a block or two), then a banner with the transaction holds the wait, not the
 * screen.
 */
export const RECEIPT_WAIT_MS = 5_000;
/** Pause before a background watch asks again after its RPC failed. */
export const WATCH_RETRY_MS = 5_000;

export type DepositStep = 'approving' | 'depositing' | 'confirming';

/** The least gas any transaction burns: a wallet with less BNB than this pays for cannot send. */
export const MIN_GAS_PER_TX = 21_000n;

/**
 * Whether the BNB in the wallet can pay even the smallest fee of each transaction the deposit
 * sends (an approval, then the deposit). A floor, never a guess above it: a wallet that passes
 * may still find the fee too high, and says so itself.
 */
export function canPayGas(
  funds: { balance: bigint; price: bigint },
  transactions: number,
): boolean {
  return funds.balance >= funds.price * MIN_GAS_PER_TX * BigInt(transactions);
}

/** A transaction sent from this app whose receipt has not been seen yet. */
export type DepositOutcome =
  | { status: 'success'; orderNo: string }
  /** Another deposit is running in this page. */
  | { status: 'busy' }
  /** Wrong network: the check reloads the page after a switch or shows the banner. */
  | { status: 'network' }
  | { status: 'invalid' }
  | { status: 'insufficient' }
  /** The wallet has no BNB to pay the fee: nothing was asked of it. */
  | { status: 'no-gas' }
  /** The person closed the review: nothing was asked of the wallet. */
  | { status: 'cancelled' }
  /** The receipt did not come in time: the screen is free, the wait goes on behind. */
  | { status: 'pending'; tx: PendingTx }
  | { status: 'failed'; error: unknown };

/** The wallet calls the flow needs (a subset of the wallet runtime). */
export interface DepositChain {
  tokenBalance(token: Address, owner: Address): Promise<bigint>;
  /** The wallet's BNB and the chain's gas price, in wei. */
  gasFunds(owner: Address): Promise<{ balance: bigint; price: bigint }>;
  allowance(token: Address, owner: Address, spender: Address): Promise<bigint>;
  /** ERC-20 approve of `amount`, or of the maximum uint256 for 'unlimited'. */
  approve(token: Address, spender: Address, amount: bigint | 'unlimited'): Promise<Hash>;
  deposit(token: Address, amount: bigint, orderNo: bigint): Promise<Hash>;
  waitForReceipt(hash: Hash): Promise<'success' | 'reverted'>;
  /** Who paid `orderNo` into the vault; the zero address while nobody has. */
  orderSender(orderNo: bigint): Promise<Address>;
}

export interface DepositDeps {
  ensureNetwork(): Promise<NetworkCheckResult>;
  chain(): Promise<DepositChain>;
  /** POST /api/recharge/create; reports its own failures (the API client's toast). */
  createOrder(request: DepositOrderRequest, idempotencyKey: string): Promise<DepositOrder>;
  /** POST /api/recharge/cancel; quiet, a failure only leaves the record to the server. */
  cancelOrder(request: DepositCancelRequest): Promise<void>;
  flag: { get(): boolean; set(on: boolean): void };
  /** The session's list of sent transactions whose receipt is still awaited. */
  pending: { get(): PendingTx[]; set(list: PendingTx[]): void };
  /** Milliseconds the screen waits for a receipt (RECEIPT_WAIT_MS unless the tests shorten it). */
  receiptWaitMs(): number;
  /** Milliseconds a background watch pauses after its RPC failed (WATCH_RETRY_MS by default). */
  watchRetryMs?(): number;
  sleep?(ms: number): Promise<void>;
  /** Shows the overlay; the returned function hides it (safe to call twice). */
  beginLoading(): () => void;
  onStep(step: DepositStep | null, hash?: Hash): void;
  toastSuccess(key: string): void;
  toastError(key: string): void;
  toastInfo(key: string): void;
  /** The message key for a failure, or null when it was already shown (API errors). */
  failureKey(error: unknown): string | null;
  /** Did the person refuse the request in the wallet? */
  isRejection(error: unknown): boolean;
  /**
   * Could the wallet have sent the transaction it failed to answer for (a lost connection, a
   * wallet app that went quiet), rather than refused it before sending (the person, the gas, a
   * call the chain would revert)?
   */
  mayHaveSent(error: unknown): boolean;
  /** A transaction watched in the background has its outcome: refresh records and balances. */
  refresh(): void;
}

export interface DepositRequest {
  symbol: AssetSymbol;
  token: Address;
  vault: Address;
  owner: Address;
  /** Decimal string, at most 18 places. */
  amount: string;
}

/** What the person reviews before the wallet is asked. */
export interface DepositReview {
  /** The allowance is not enough: the wallet first asks for an approval. */
  needsApproval: boolean;
}

/** The approval the person chose: unlimited (no approval for later deposits) or this amount. */
export type ApprovalChoice = 'unlimited' | 'exact';

/** What Confirm answers: the confirmation's idempotency key and the approval chosen. */
export interface ReviewAnswer {
  idempotencyKey: string;
  approval: ApprovalChoice;
}

/** Resolves with what the person confirmed, or null when they cancelled. */
export type ReviewStep = (review: DepositReview) => Promise<ReviewAnswer | null>;

/** Thrown when a receipt comes back with status 0; its text classifies as "reverted". */
export class ReceiptRevertedError extends Error {
  constructor(readonly hash: Hash) {
    super(`transaction reverted (status 0): ${hash}`);
    this.name = 'ReceiptRevertedError';
  }
}

/** Someone else paid the order's number into the vault first, so the vault refuses this deposit. */
export class OrderTakenError extends Error {
  constructor(
    readonly orderNo: string,
    /** The deposit's transaction, when it was sent and mined with status 0. */
    readonly hash?: Hash,
  ) {
    super(`order ${orderNo} was paid by another sender`);
    this.name = 'OrderTakenError';
  }
}

/**
 * The wallet failed to answer for the deposit in a way that does not say it was not sent: it may
 * be on its way. Its order stays open, so a payment that arrives is credited to it.
 */
export class DepositUnansweredError extends Error {
  constructor(readonly orderNo: string) {
    super(`the wallet did not say whether it sent the deposit of order ${orderNo}`);
    this.name = 'DepositUnansweredError';
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
const ZERO_ADDRESS = /^0x0{40}$/i;

/** Did someone other than `owner` pay `orderNo`? False when the vault cannot be asked. */
async function takenByAnother(chain: DepositChain, orderNo: string, owner: Address) {
  try {
    const sender = await chain.orderSender(BigInt(orderNo));
    return !ZERO_ADDRESS.test(sender) && !sameAddress(sender, owner);
  } catch (error) {
    console.warn('vault order not read', error);
    return false;
  }
}

/** `task`'s value, or `done: false` when it has not settled within `ms`. */
export async function withinLimit<T>(
  task: Promise<T>,
  ms: number,
): Promise<{ done: true; value: T } | { done: false }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<{ done: false }>((resolve) => {
    timer = setTimeout(() => resolve({ done: false }), ms);
  });
  try {
    return await Promise.race([task.then((value) => ({ done: true as const, value })), limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** Entries of a stored list that still look like pending transactions (the session may be old). */
export function validPendingTxs(list: unknown): PendingTx[] {
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is PendingTx =>
      !!item &&
      typeof item === 'object' &&
      (item.kind === 'approval' || item.kind === 'deposit') &&
      typeof item.hash === 'string' &&
      /^0x[0-9a-fA-F]{64}$/.test(item.hash) &&
      (item.orderNo === undefined || typeof item.orderNo === 'string'),
  );
}

/** The screen's wait ran past its limit; the receipt is still awaited behind it. */
class StillPending {
  constructor(
    readonly tx: PendingTx,
    /** The wait still under way; absent when it failed and the watch must ask again. */
    readonly receipt?: Promise<'success' | 'reverted'>,
  ) {}
}

export interface DepositRunner {
  run(request: DepositRequest, review: ReviewStep): Promise<DepositOutcome>;
  isRunning(): boolean;
  /**
   * Clears a flag that no deposit of this page owns; true when there was one and no kept
   * transaction accounts for it.
   */
  clearStaleFlag(): boolean;
  /** Watches every transaction the session still holds (after a reload); safe to call again. */
  resume(): void;
  /** Settles when every background watch has (for tests). */
  idle(): Promise<void>;
}

export function createDepositRunner(deps: DepositDeps): DepositRunner {
  let running = false;
  const watching = new Map<Hash, Promise<void>>();
  /** Hashes the running deposit is waiting for itself; a resume leaves them to it. */
  const inForeground = new Set<Hash>();
  const sleep = deps.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));

  function clearStaleFlag(): boolean {
    if (running || !deps.flag.get()) return false;
    deps.flag.set(false);
    // A transaction kept in the session explains the flag: its watch resumes and tells the
    // outcome, so "interrupted" would only confuse.
    return validPendingTxs(deps.pending.get()).length === 0;
  }

  const remember = (tx: PendingTx) =>
    deps.pending.set([
      ...validPendingTxs(deps.pending.get()).filter((p) => p.hash !== tx.hash),
      tx,
    ]);
  const forget = (hash: Hash) =>
    deps.pending.set(validPendingTxs(deps.pending.get()).filter((p) => p.hash !== hash));

  /** Tells the API that the order's deposit will not arrive; a failure leaves it to the API. */
  async function reportEnd(
    orderNo: string | undefined,
    reason: DepositCancelRequest['reason'],
    txHash?: Hash,
  ): Promise<void> {
    if (!orderNo) return;
    try {
      await deps.cancelOrder(txHash ? { orderNo, reason, txHash } : { orderNo, reason });
    } catch (error) {
      console.warn('deposit cancel not recorded', error);
    }
  }

  /** Awaits a receipt past the screen's limit, asking again after an RPC failure. */
  function watch(tx: PendingTx, first?: Promise<'success' | 'reverted'>): Promise<void> {
    const existing = watching.get(tx.hash);
    if (existing) return existing;
    const done = (async () => {
      let receipt = first;
      let status: 'success' | 'reverted';
      for (;;) {
        try {
          status = await (receipt ?? (await deps.chain()).waitForReceipt(tx.hash));
          break;
        } catch (error) {
          console.warn('receipt watch failed, asking again', error);
          receipt = undefined;
          await sleep(deps.watchRetryMs?.() ?? WATCH_RETRY_MS);
        }
      }
      if (status === 'reverted') await reportEnd(tx.orderNo, 'reverted', tx.hash);
      forget(tx.hash);
      if (status === 'success') {
        deps.toastSuccess(
          tx.kind === 'deposit' ? 'deposit.confirmedLater' : 'deposit.approvedLater',
        );
      } else deps.toastError('wallet.reverted');
      deps.refresh();
    })();
    watching.set(tx.hash, done);
    void done.finally(() => watching.delete(tx.hash));
    return done;
  }

  /** Shows the step with its hash and waits, within the screen's limit, for a status-1 receipt. */
  async function confirmed(chain: DepositChain, tx: PendingTx): Promise<void> {
    remember(tx);
    deps.onStep('confirming', tx.hash);
    const receipt = chain.waitForReceipt(tx.hash);
    inForeground.add(tx.hash);
    let result: Awaited<ReturnType<typeof withinLimit<'success' | 'reverted'>>>;
    try {
      result = await withinLimit(receipt, deps.receiptWaitMs());
    } catch (error) {
      // The transaction was sent: a failing RPC says nothing of its fate. Watch on behind.
      console.warn('receipt wait failed', error);
      throw new StillPending(tx);
    } finally {
      inForeground.delete(tx.hash);
    }
    if (!result.done) throw new StillPending(tx, receipt);
    forget(tx.hash);
    if (result.value !== 'success') throw new ReceiptRevertedError(tx.hash);
  }

  async function run(request: DepositRequest, review: ReviewStep): Promise<DepositOutcome> {
    // Synchronous guard: a second tap arrives before any await below has returned.
    if (running) return { status: 'busy' };
    if (!isPositiveAmount(request.amount)) return { status: 'invalid' };
    running = true;
    let endLoading: (() => void) | undefined;
    let flagged = false;
    let sent: PendingTx | undefined;
    let orderNo: string | undefined;
    try {
      const network = await deps.ensureNetwork();
      if (network !== 'ok') return { status: 'network' };

      endLoading = deps.beginLoading();
      const chain = await deps.chain();
      // Exact: the amount has at most the token's places (`isPositiveAmount` above).
      const units = parseUnits(request.amount, TOKEN_DECIMALS);
      const balance = await chain.tokenBalance(request.token, request.owner);
      if (balance < units) {
        endLoading();
        deps.toastError('deposit.insufficientBalance');
        return { status: 'insufficient' };
      }
      const allowance = await chain.allowance(request.token, request.owner, request.vault);
      const needsApproval = allowance < units;
      if (!canPayGas(await chain.gasFunds(request.owner), needsApproval ? 2 : 1)) {
        endLoading();
        deps.toastError('deposit.noGas');
        return { status: 'no-gas' };
      }
      endLoading();

      const answer = await review({ needsApproval });
      if (answer === null) return { status: 'cancelled' };
      const { idempotencyKey, approval } = answer;

      deps.flag.set(true);
      flagged = true;
      endLoading = deps.beginLoading();

      if (needsApproval) {
        deps.onStep('approving');
        const allowed = approval === 'exact' ? units : 'unlimited';
        const hash = await chain.approve(request.token, request.vault, allowed);
        await confirmed(chain, { kind: 'approval', hash });
      }

      const order = await deps.createOrder(
        { symbol: request.symbol, amount: request.amount },
        idempotencyKey,
      );
      if (!sameAddress(order.token, request.token) || !sameAddress(order.vault, request.vault)) {
        throw new OrderMismatchError();
      }
      orderNo = order.orderNo;

      deps.onStep('depositing');
      let hash: Hash;
      try {
        hash = await chain.deposit(request.token, units, BigInt(order.orderNo));
      } catch (error) {
        // The wallet refused to send a call the vault would revert: find out why.
        if (!deps.isRejection(error) && (await takenByAnother(chain, orderNo, request.owner)))
          throw new OrderTakenError(orderNo);
        if (deps.mayHaveSent(error)) throw new DepositUnansweredError(order.orderNo);
        throw error;
      }
      sent = { kind: 'deposit', hash, orderNo: order.orderNo };
      try {
        await confirmed(chain, sent);
      } catch (error) {
        if (
          error instanceof ReceiptRevertedError &&
          (await takenByAnother(chain, orderNo, request.owner))
        )
          throw new OrderTakenError(orderNo, hash);
        throw error;
      }

      endLoading();
      deps.onStep(null);
      deps.toastSuccess('deposit.submitted');
      return { status: 'success', orderNo: order.orderNo };
    } catch (error) {
      endLoading?.();
      deps.onStep(null);
      if (error instanceof StillPending) {
        void watch(error.tx, error.receipt);
        deps.toastInfo(
          error.tx.kind === 'deposit' ? 'deposit.stillPending' : 'deposit.approvalStillPending',
        );
        return { status: 'pending', tx: error.tx };
      }
      console.warn('deposit failed', error);
      if (error instanceof ReceiptRevertedError && sent)
        await reportEnd(sent.orderNo, 'reverted', sent.hash);
      // Its number can never be paid now: the record ends Failed, the next try orders anew.
      else if (error instanceof OrderTakenError)
        await reportEnd(error.orderNo, 'reverted', error.hash);
      else if (!sent && deps.isRejection(error)) await reportEnd(orderNo, 'rejected');
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

  function resume(): void {
    for (const tx of validPendingTxs(deps.pending.get())) {
      if (!inForeground.has(tx.hash)) void watch(tx);
    }
  }

  async function idle(): Promise<void> {
    while (watching.size > 0) await Promise.all([...watching.values()]);
  }

  return { run, isRunning: () => running, clearStaleFlag, resume, idle };
}

/**
 * The deposit transactions whose records are settled (Success or Failed), lower-cased: no
 * banner says they are still waiting, whatever their receipt's wait says.
 */
export function settledHashes(
  records: readonly { status: string; txHash: string | null }[],
): ReadonlySet<string> {
  return new Set(
    records
      .filter((r) => r.txHash && (r.status === 'success' || r.status === 'failed'))
      .map((r) => (r.txHash as string).toLowerCase()),
  );
}
