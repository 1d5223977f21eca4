// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/lib/config';
import { endSession, onSessionEnd } from './session-end';

describe('endSession', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete (window as { __RWAT_TEST_TIMING__?: object }).__RWAT_TEST_TIMING__;
  });

  it('later: the session ends after the pause that lets the message be read, once', () => {
    vi.useFakeTimers();
    const ended = vi.fn();
    const stop = onSessionEnd(ended);
    endSession('later');
    endSession('later');
    vi.advanceTimersByTime(config.sessionEndDelayMs - 1);
    expect(ended).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });

  it('later: the test stack may shorten the pause', () => {
    vi.useFakeTimers();
    (window as { __RWAT_TEST_TIMING__?: object }).__RWAT_TEST_TIMING__ = { sessionEndDelayMs: 1 };
    const ended = vi.fn();
    const stop = onSessionEnd(ended);
    endSession('later');
    vi.advanceTimersByTime(1);
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });

  it('now: ends at once and cancels a pending later', () => {
    vi.useFakeTimers();
    const ended = vi.fn();
    const stop = onSessionEnd(ended);
    endSession('later');
    endSession('now');
    expect(ended).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(config.sessionEndDelayMs);
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });
});
