import { describe, expect, it } from 'vitest';
import {
  depositDirection,
  depositStatusLabel,
  transferDirectionKey,
  withdrawStatusLabel,
} from './record-labels';

describe('record labels', () => {
  it.each([
    ['pending', 'pending'],
    ['success', 'success'],
    ['failed', 'failed'],
    ['cancelled', 'failed'],
    ['expired', 'failed'],
  ])('labels the deposit status %s (SPEC §4) in the %s tone', (status, tone) => {
    expect(depositStatusLabel(status)).toEqual({ key: `records.depositStatus.${status}`, tone });
  });
  it.each([
    ['review', 'pending'],
    ['held', 'pending'],
    ['success', 'success'],
    ['rejected', 'failed'],
    ['failed', 'failed'],
  ])('labels the withdrawal status %s in the %s tone', (status, tone) => {
    expect(withdrawStatusLabel(status)).toEqual({ key: `withdraw.status.${status}`, tone });
  });
  it.each([
    ['success', 'in'],
    ['pending', undefined],
    ['failed', undefined],
    ['cancelled', undefined],
    ['expired', undefined],
    ['weird', undefined],
  ])('a %s deposit reads as money in: %s', (status, direction) => {
    expect(depositDirection(status)).toBe(direction);
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
