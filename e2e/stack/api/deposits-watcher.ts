import {
  type Address,
  BlockNotFoundError,
  formatUnits,
  isAddressEqual,
  type PublicClient,
} from 'viem';
import type { AssetSymbol } from '@/lib/contract/contract';
import { depositVaultAbi as vaultAbi } from '../chain/abis';
import { credit, reverseCredit } from './ledger';
import { dec, TOKEN_DECIMALS } from './money';
import { type DepositRow, findUser, type State } from './state';

export interface DepositEvent {
  orderNo: bigint;
  from: Address;
  amount: bigint;
  /** The token the vault stored for the order. */
  token: Address;
  /** `txHash:logIndex`, to recognise an event seen before. */
  eventId: string;
}

export type SettleResult = 'success' | 'failed' | 'ignored';

/** The asset a token contract holds, or null for a token the platform does not keep. */
export type TokenSymbol = (token: Address) => AssetSymbol | null;

/** `txHash:logIndex` of a vault event, as `settledBy` holds it for on-chain settlements. */
const CHAIN_EVENT = /^0x[0-9a-fA-F]{64}:\d+$/;

/**
 * The exact payment: its transaction and log, the token, the sender and the amount. A record
 * stays settled only while the chain holds this very payment; any other (a replacement paying
 * 1 wei, another token) is a different payment.
 */
export function paymentKey(event: DepositEvent): string {
  const { eventId, token, from, amount } = event;
  return `${eventId.toLowerCase()}:${token.toLowerCase()}:${from.toLowerCase()}:${amount}`;
}

/**
 * Can an event still settle this record? Every order the server issued stays payable until a
 * vault event has settled it, whatever the record says meanwhile: `expired` (no event in time),
 * `cancelled` (the wallet said it refused, yet wallets report a refusal for transactions that
 * still go out: a timeout, a second tap) or `failed` (the app saw a revert). The vault takes
 * each order number once, so a settled record never meets a second event of its own.
 */
function awaitsPayment(record: DepositRow): boolean {
  return record.status !== 'success' && !CHAIN_EVENT.test(record.settledBy ?? '');
}

/**
 * Applies one confirmed vault event to the deposit with its order number. Only the order's
 * owner can settle it: an event from anyone else is ignored, so a stranger who learns an order
 * number cannot fail someone's deposit. The owner's payment is credited as what it is, the
 * asset and the amount the vault received, short of the order or over it: nothing an owner
 * sends to the vault is lost, and the record says what was paid. Only a token the platform
 * does not keep (nothing to credit) or nothing at all fails the record. Safe to call again with
 * the same event: a settled record is never touched twice, so the balance is credited once.
 */
export function settleDeposit(
  state: State,
  event: DepositEvent,
  symbolOf: TokenSymbol,
): SettleResult {
  const orderNo = event.orderNo.toString();
  const record = state.deposits.find((d) => d.orderNo === orderNo);
  if (!record || !awaitsPayment(record)) return 'ignored';
  if (!isAddressEqual(event.from, record.owner)) return 'ignored';
  const owner = findUser(state, record.owner);
  if (!owner) return 'ignored';
  record.settledBy = event.eventId;
  record.txHash = event.eventId.split(':')[0] as `0x${string}`;
  record.payment = paymentKey(event);
  const symbol = symbolOf(event.token);
  if (symbol === null || event.amount === 0n) {
    record.status = 'failed';
    record.paid = null;
    return 'failed';
  }
  const amount = dec(formatUnits(event.amount, TOKEN_DECIMALS));
  record.status = 'success';
  record.paid = { symbol, amount };
  credit(state, owner, symbol, amount, 'deposit');
  return 'success';
}

/**
 * The chain no longer holds the payment that settled `record` (a reorganisation dropped or
 * replaced it): what it credited is taken back (beyond the balance, as a debt) and the record
 * waits again, for a payment on the new chain or for its time to run out.
 */
export function reverseDeposit(state: State, record: DepositRow): void {
  const owner = findUser(state, record.owner);
  if (record.status === 'success' && record.paid && owner) {
    reverseCredit(state, owner, record.paid.symbol, record.paid.amount, 'deposit_reversed');
  }
  record.status = 'pending';
  record.settledBy = null;
  record.payment = null;
  record.paid = null;
  record.txHash = null;
}

/** Pending orders with no event `ttlMs` after creation turn `expired`. */
export function expireDeposits(state: State, ttlMs: number, now = Date.now()): void {
  for (const record of state.deposits) {
    if (record.status === 'pending' && now - Date.parse(record.createdAt) >= ttlMs) {
      record.status = 'expired';
    }
  }
}

export interface DepositWatcher {
  /** Reads new vault events now; the timer calls the same. */
  pollOnce(): Promise<void>;
  stop(): Promise<void>;
}

export interface DepositWatcherOptions {
  publicClient: PublicClient;
  vault: Address;
  state: State;
  intervalMs?: number;
  /** Blocks, the deposit's own included, before its event counts. */
  confirmations: number;
  /** How long an order waits for its event before it expires. */
  orderTtlMs: number;
  /** The asset of each token the platform keeps. */
  symbolOf: TokenSymbol;
}

interface ScannedBlock {
  number: bigint;
  hash: `0x${string}`;
}

export function startDepositWatcher(options: DepositWatcherOptions): DepositWatcher {
  const { publicClient, vault, state, confirmations, orderTtlMs, symbolOf } = options;
  const intervalMs = options.intervalMs ?? 500;
  // From the first block: the range is small on a local chain, and events of earlier runs carry
  // order numbers no pending record has, so they are ignored.
  let nextBlock = 0n;
  // The last block read, to notice when the chain below it was replaced.
  let scanned: ScannedBlock | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let failing = false;

  async function readEvents(fromBlock: bigint, toBlock: bigint): Promise<DepositEvent[]> {
    const logs = await publicClient.getContractEvents({
      address: vault,
      abi: vaultAbi,
      eventName: 'DepositToken',
      fromBlock,
      toBlock,
      strict: true,
    });
    const events: DepositEvent[] = [];
    for (const log of logs) {
      const { orderNo, from, amount } = log.args;
      const stored = await publicClient.readContract({
        address: vault,
        abi: vaultAbi,
        functionName: 'getOrder',
        args: [orderNo],
        blockNumber: toBlock,
      });
      events.push({
        orderNo,
        from,
        amount,
        token: stored.token,
        eventId: `${log.transactionHash}:${log.logIndex}`,
      });
    }
    return events;
  }

  /** Did the chain replace the last block read (a reorganisation, or a test's revert)? */
  async function chainReplaced(head: bigint): Promise<boolean> {
    if (!scanned) return false;
    if (head < scanned.number) return true;
    try {
      const block = await publicClient.getBlock({ blockNumber: scanned.number });
      return block.hash !== scanned.hash;
    } catch (error) {
      // The chain went back between reading its head and this block: replaced all the same.
      if (error instanceof BlockNotFoundError) return true;
      throw error;
    }
  }

  /** Takes back every settlement whose exact payment the confirmed chain no longer holds. */
  async function reconcile(confirmedHead: bigint): Promise<void> {
    const present = new Set<string>();
    if (confirmedHead >= 0n) {
      for (const event of await readEvents(0n, confirmedHead)) present.add(paymentKey(event));
    }
    for (const record of state.deposits) {
      // Only settlements this watcher made; seeded history has no event to look for.
      if (record.payment === null || present.has(record.payment)) continue;
      console.warn(`deposit ${record.orderNo}: its payment is gone from the chain, reversed`);
      reverseDeposit(state, record);
    }
    // Read again from the start: a payment the new chain holds instead settles the order.
    nextBlock = 0n;
    scanned = null;
  }

  async function poll(): Promise<void> {
    const head = await publicClient.getBlockNumber({ cacheTime: 0 });
    const confirmedHead = head - BigInt(confirmations - 1);
    // The new range's last block is read before the check that the chain still holds the last
    // block read, never after it: a chain replaced before this read fails the check now, one
    // replaced after it leaves a hash the next poll finds gone. Read the other way round, a
    // replacement between the two would be taken as the chain's own next blocks, and the
    // payments it dropped would stay credited.
    const block =
      confirmedHead >= nextBlock
        ? await publicClient.getBlock({ blockNumber: confirmedHead })
        : null;
    if (await chainReplaced(head)) {
      await reconcile(confirmedHead);
      // Read again from the first block, as at the start (nothing is left to check against).
      return poll();
    }
    if (!block) return;
    const events = await readEvents(nextBlock, confirmedHead);
    for (const event of events) settleDeposit(state, event, symbolOf);
    // Only after every event of the range is applied; a failure retries the whole range.
    nextBlock = confirmedHead + 1n;
    scanned = { number: confirmedHead, hash: block.hash };
  }

  async function guardedPoll(): Promise<void> {
    expireDeposits(state, orderTtlMs);
    try {
      await poll();
      if (failing) console.info('deposit watcher: chain reachable again');
      failing = false;
    } catch (error) {
      if (!failing) console.warn('deposit watcher: poll failed, retrying', error);
      failing = true;
    }
  }

  // Polls run one after another, whether the timer or a caller asks.
  function enqueue(): Promise<void> {
    running = running.then(guardedPoll);
    return running;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      void enqueue().then(schedule);
    }, intervalMs);
  }

  schedule();
  return {
    pollOnce: enqueue,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
