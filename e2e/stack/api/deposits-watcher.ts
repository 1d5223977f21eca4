import { type Address, isAddressEqual, type PublicClient } from 'viem';
import { depositVaultAbi as vaultAbi } from '../chain/abis';
import { credit } from './ledger';
import { toWei } from './money';
import { findUser, type State } from './state';

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

/**
 * Applies one vault event to the pending deposit with its order number. Safe to call again with
 * the same event: a settled record is never touched twice, so the balance is credited once.
 */
export function settleDeposit(state: State, event: DepositEvent): SettleResult {
  const orderNo = event.orderNo.toString();
  const record = state.deposits.find((d) => d.orderNo === orderNo);
  if (record?.status !== 'pending') return 'ignored';
  const owner = findUser(state, record.owner);
  record.settledBy = event.eventId;
  record.txHash = event.eventId.split(':')[0] as `0x${string}`;
  const matches =
    owner !== undefined &&
    isAddressEqual(event.from, record.owner) &&
    isAddressEqual(event.token, record.token) &&
    event.amount === toWei(record.amount);
  if (!matches || !owner) {
    record.status = 'failed';
    return 'failed';
  }
  record.status = 'success';
  credit(state, owner, record.symbol, record.amount, 'deposit');
  return 'success';
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
}

export function startDepositWatcher(options: DepositWatcherOptions): DepositWatcher {
  const { publicClient, vault, state } = options;
  const intervalMs = options.intervalMs ?? 500;
  // From the first block: the range is small on a local chain, and events of earlier runs carry
  // order numbers no pending record has, so they are ignored.
  let nextBlock = 0n;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let failing = false;

  async function poll(): Promise<void> {
    const head = await publicClient.getBlockNumber({ cacheTime: 0 });
    // The chain went back (a test reverted a snapshot): read it again from the start; settling
    // is idempotent, so events seen before change nothing.
    if (head + 1n < nextBlock) nextBlock = 0n;
    if (head < nextBlock) return;
    const logs = await publicClient.getContractEvents({
      address: vault,
      abi: vaultAbi,
      eventName: 'DepositToken',
      fromBlock: nextBlock,
      toBlock: head,
      strict: true,
    });
    for (const log of logs) {
      const { orderNo, from, amount } = log.args;
      const stored = await publicClient.readContract({
        address: vault,
        abi: vaultAbi,
        functionName: 'getOrder',
        args: [orderNo],
      });
      settleDeposit(state, {
        orderNo,
        from,
        amount,
        token: stored.token,
        eventId: `${log.transactionHash}:${log.logIndex}`,
      });
    }
    // Only after every event of the range is applied; a failure retries the whole range.
    nextBlock = head + 1n;
  }

  async function guardedPoll(): Promise<void> {
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
