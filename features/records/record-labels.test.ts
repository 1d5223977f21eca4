import { describe, expect, it } from 'vitest';
import { depositStatusLabel, transferDirectionKey, withdrawStatusLabel } from './record-labels';

describe('record labels', () => {
  it('labels every deposit status of SPEC §4', () => {
    expect(depositStatusLabel('pending')).toEqual({
      key: 'records.depositStatus.pending',
      tone: 'pending',
    });
    expect(depositStatusLabel('success').tone).toBe('success');
    expect(depositStatusLabel('failed').tone).toBe('failed');
  });
  it('labels every withdrawal status, review rejected included', () => {
    expect(withdrawStatusLabel('review').key).toBe('withdraw.status.review');
    expect(withdrawStatusLabel('rejected')).toEqual({
      key: 'withdraw.status.rejected',
      tone: 'failed',
    });
    expect(withdrawStatusLabel('success').tone).toBe('success');
    expect(withdrawStatusLabel('failed').key).toBe('withdraw.status.failed');
  });
  it('never reads an unknown status as success', () => {
    expect(depositStatusLabel('weird').tone).toBe('pending');
    expect(withdrawStatusLabel('toString').tone).toBe('pending');
  });
  it('names the transfer direction', () => {
    expect(transferDirectionKey('in')).toBe('transfer.direction.in');
    expect(transferDirectionKey('out')).toBe('transfer.direction.out');
  });
});
