import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { isNoticeMissing, parseNoticeId } from './notice-id';

describe('parseNoticeId', () => {
  it('accepts positive integers', () => {
    expect(parseNoticeId('11')).toBe(11);
    expect(parseNoticeId(' 3 ')).toBe(3);
  });

  it('rejects everything else', () => {
    for (const raw of [undefined, '', '0', '-1', '1.5', 'abc', '1e3', '012', '99999999999']) {
      expect(parseNoticeId(raw)).toBeNull();
    }
  });
});

describe('isNoticeMissing', () => {
  it('is true for the server’s 1000 answer only', () => {
    expect(isNoticeMissing(new ApiError('code', 1000, { text: 'announcement not found' }))).toBe(
      true,
    );
    expect(isNoticeMissing(new ApiError('network', 0, { key: 'x' }))).toBe(false);
    expect(isNoticeMissing(new Error('x'))).toBe(false);
  });
});
