import type {
  DepositRecord,
  FlashExchangeRecord,
  LedgerEntry,
  StakingOrder,
  TransferRecord,
  UserDetail,
  WithdrawRecord,
} from '@/lib/contract/contract';
import { fmt } from './money';
import type {
  DepositRow,
  FlashRow,
  LedgerRow,
  OrderRow,
  TransferRow,
  User,
  WithdrawRow,
} from './state';

export function userDetail(user: User): UserDetail {
  return {
    address: user.address,
    pid: user.pid,
    identity: user.identity,
    registeredAt: user.registeredAt,
  };
}

export function orderView(row: OrderRow): StakingOrder {
  return {
    id: row.id,
    type: row.type,
    amount: fmt(row.amount),
    remainingOutput: fmt(row.remainingOutput),
    createdAt: row.createdAt,
    status: row.status,
  };
}

export function depositView(row: DepositRow): DepositRecord {
  return {
    id: row.id,
    orderNo: row.orderNo,
    symbol: row.symbol,
    amount: fmt(row.amount),
    status: row.status,
    createdAt: row.createdAt,
    txHash: row.txHash,
    ...(row.paid ? { paid: { symbol: row.paid.symbol, amount: fmt(row.paid.amount) } } : {}),
  };
}

export function withdrawView(row: WithdrawRow): WithdrawRecord {
  return {
    id: row.id,
    symbol: row.symbol,
    amount: fmt(row.amount),
    address: row.address,
    status: row.status,
    createdAt: row.createdAt,
    txHash: row.txHash,
    reason: row.reason,
  };
}

export function transferView(row: TransferRow): TransferRecord {
  return {
    id: row.id,
    direction: row.direction,
    symbol: row.symbol,
    amount: fmt(row.amount),
    address: row.counterparty,
    createdAt: row.createdAt,
  };
}

export function flashView(row: FlashRow): FlashExchangeRecord {
  return {
    id: row.id,
    type: 'RWAT_USDT',
    price: fmt(row.price),
    quantity: fmt(row.quantity),
    fee: fmt(row.fee),
    received: fmt(row.received),
    createdAt: row.createdAt,
  };
}

export function ledgerView(row: LedgerRow): LedgerEntry {
  return {
    id: row.id,
    type: row.type,
    symbol: row.symbol,
    amount: fmt(row.amount),
    createdAt: row.createdAt,
  };
}
