import type {
  Address,
  AnnouncementDetail,
  AssetSymbol,
  DepositStatus,
  ForceRequest,
  Identity,
  RequestLogEntry,
  StakingMethod,
  StakingOrderStatus,
  StakingOrderType,
  TxHash,
  WithdrawStatus,
} from '@/lib/contract/contract';
import type { IdempotencyStore } from './idempotency';
import type { Decimal } from './money';
import type { NonceStore } from './nonce-store';
import type { RateCounters } from './rate-limit';
import type { PackageRow } from './terms';

export const ASSETS: readonly AssetSymbol[] = ['USDT', 'RWAT', 'RWAC'];

export interface User {
  address: Address;
  pid: Address | null;
  identity: Identity;
  registeredAt: string;
  disabled: boolean;
  balances: Record<AssetSymbol, Decimal>;
  /**
   * What a taken-back credit left unpaid (the balance had been spent): never a negative balance.
   * Credits of the asset cover it first; nothing of the asset leaves while it is open.
   */
  debts: Record<AssetSymbol, Decimal>;
  /** Static output the last advance-day produced for this user. */
  todayOutput: Decimal;
}

export interface Session {
  token: string;
  address: Address;
  createdAt: string;
  lang: string | null;
  lastSeenAt: string;
  /** Epoch milliseconds of the login and of the last call, for the session limits. */
  createdMs: number;
  lastUsedMs: number;
}

export interface OrderRow {
  id: number;
  owner: Address;
  type: StakingOrderType;
  amount: Decimal;
  remainingOutput: Decimal;
  createdAt: string;
  status: StakingOrderStatus;
  /** The simulated day the order was made on; rewards look at purchases of the current day. */
  day: number;
}

export interface DepositRow {
  id: number;
  owner: Address;
  orderNo: string;
  symbol: AssetSymbol;
  token: Address;
  amount: Decimal;
  status: DepositStatus;
  createdAt: string;
  /** `txHash:logIndex` of the vault event that settled it. */
  settledBy: string | null;
  /** The deposit transaction: from the settling event, or as the app reported it. */
  txHash: `0x${string}` | null;
  /**
   * The payment that settled it, exactly: `txHash:logIndex:token:sender:wei`, so that a
   * reorganisation replacing it with any other payment is noticed.
   */
  payment: string | null;
  /** What that payment credited: the asset and amount the owner actually sent. */
  paid: { symbol: AssetSymbol; amount: Decimal } | null;
}

export interface WithdrawRow {
  id: number;
  owner: Address;
  symbol: AssetSymbol;
  amount: Decimal;
  address: Address;
  /** `held` while a debt of its asset is open: the review cannot pay it out meanwhile. */
  status: WithdrawStatus;
  createdAt: string;
  /** The payout transaction, given by the review that paid it. */
  txHash: TxHash | null;
  /** The review's reason for a refusal or a failed payout. */
  reason: string | null;
}

export interface TransferRow {
  id: number;
  owner: Address;
  direction: 'in' | 'out';
  symbol: AssetSymbol;
  amount: Decimal;
  counterparty: Address;
  createdAt: string;
}

export interface FlashRow {
  id: number;
  owner: Address;
  price: Decimal;
  quantity: Decimal;
  fee: Decimal;
  received: Decimal;
  createdAt: string;
}

export interface LedgerRow {
  id: number;
  owner: Address;
  type: string;
  symbol: AssetSymbol;
  amount: Decimal;
  createdAt: string;
}

export interface Controls {
  /** One-shot answers, oldest first. */
  forces: ForceRequest[];
  /** Latency per path; the key `*` applies to every path without its own entry. */
  delays: Map<string, number>;
}

export interface Settings {
  rwatPrice: Decimal;
  flashFeeRate: Decimal;
  minWithdraw: Decimal;
  minTransfer: Decimal;
}

export interface State {
  /** Keyed by lower-case address. */
  users: Map<string, User>;
  sessions: Map<string, Session>;
  /** Tokens pushed out by a newer login of the same address (answer 40002). */
  replacedTokens: Set<string>;
  /** Tokens that outlived a session limit (answer 1004). */
  expiredTokens: Set<string>;
  /** Rate-limit windows of the nonce and login endpoints. */
  rateCounters: RateCounters;
  /** Keyed by the nonce itself; removed when used or expired. */
  nonces: NonceStore;
  packages: PackageRow[];
  methods: StakingMethod[];
  orders: OrderRow[];
  deposits: DepositRow[];
  withdrawals: WithdrawRow[];
  transfers: TransferRow[];
  flashes: FlashRow[];
  ledger: LedgerRow[];
  announcements: AnnouncementDetail[];
  settings: Settings;
  day: number;
  nextId: number;
  requestLog: RequestLogEntry[];
  controls: Controls;
  /** Idempotency keys of money requests with their first answers. */
  idempotency: IdempotencyStore;
}

export function nextId(state: State): number {
  state.nextId += 1;
  return state.nextId;
}

export function userKey(address: string): string {
  return address.toLowerCase();
}

export function findUser(state: State, address: string): User | undefined {
  return state.users.get(userKey(address));
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** A new deposit order, unpaid until a vault event settles it; added to the state and returned. */
export function openDeposit(
  state: State,
  order: Pick<DepositRow, 'owner' | 'orderNo' | 'symbol' | 'token' | 'amount'>,
): DepositRow {
  const row: DepositRow = {
    id: nextId(state),
    ...order,
    status: 'pending',
    createdAt: nowIso(),
    settledBy: null,
    txHash: null,
    payment: null,
    paid: null,
  };
  state.deposits.push(row);
  return row;
}

/** Swap in a fresh state while keeping the object identity that the server and tests hold. */
export function replaceState(target: State, fresh: State): void {
  Object.assign(target, fresh);
}
