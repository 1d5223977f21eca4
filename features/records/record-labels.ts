import type { DepositStatus, WithdrawStatus } from '@/lib/contract/contract';
import { labelOf } from '@/lib/i18n/label-of';

export type StatusTone = 'pending' | 'success' | 'failed';

export interface StatusLabel {
  key: string;
  tone: StatusTone;
}

const depositStatus: Record<DepositStatus, StatusLabel> = {
  pending: { key: 'records.depositStatus.pending', tone: 'pending' },
  success: { key: 'records.depositStatus.success', tone: 'success' },
  failed: { key: 'records.depositStatus.failed', tone: 'failed' },
  cancelled: { key: 'records.depositStatus.cancelled', tone: 'failed' },
  expired: { key: 'records.depositStatus.expired', tone: 'failed' },
};

const withdrawStatus: Record<WithdrawStatus, StatusLabel> = {
  review: { key: 'withdraw.status.review', tone: 'pending' },
  held: { key: 'withdraw.status.held', tone: 'pending' },
  success: { key: 'withdraw.status.success', tone: 'success' },
  rejected: { key: 'withdraw.status.rejected', tone: 'failed' },
  failed: { key: 'withdraw.status.failed', tone: 'failed' },
};

/** An unknown status from a newer server reads as pending, never as success. */
export function depositStatusLabel(status: string): StatusLabel {
  return labelOf(depositStatus, status, depositStatus.pending);
}

/**
 * A deposit reads as money in (the credit colour) only once it is credited: pending, failed,
 * cancelled and expired ones moved nothing, and must not look like they did.
 */
export function depositDirection(status: string): 'in' | undefined {
  return status === 'success' ? 'in' : undefined;
}

export function withdrawStatusLabel(status: string): StatusLabel {
  return labelOf(withdrawStatus, status, withdrawStatus.review);
}

export function transferDirectionKey(direction: 'in' | 'out'): string {
  return direction === 'in' ? 'transfer.direction.in' : 'transfer.direction.out';
}
