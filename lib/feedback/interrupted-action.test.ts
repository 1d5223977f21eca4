// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { endSession } from '@/lib/api/session-end';
import {
  actionToResume,
  forgetInterruptedAction,
  holdAction,
  interruptedAction,
  keepHeldAction,
} from './interrupted-action';
import { hasInterruptedAction } from './interrupted-key';

const transfer = {
  route: 'transfer' as const,
  what: 'app.notSentTransfer',
  fields: { symbol: 'USDT', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', amount: '5' },
};

afterEach(() => sessionStorage.clear());

describe('an action interrupted by a session end', () => {
  it('is kept when the session ends while it is held, and reopened once on its screen', () => {
    const release = holdAction(transfer);
    endSession('now');
    release();
    expect(hasInterruptedAction()).toBe(true);
    expect(interruptedAction()).toEqual(transfer);
    expect(actionToResume('withdraw')).toBeNull();
    expect(actionToResume('transfer')).toEqual(transfer.fields);
    // Read as often as its screen renders, until the screen on show forgets it.
    expect(actionToResume('transfer')).toEqual(transfer.fields);
    forgetInterruptedAction();
    expect(actionToResume('transfer')).toBeNull();
    expect(hasInterruptedAction()).toBe(false);
  });

  it('is not kept once let go (the review closed or the action was sent)', () => {
    holdAction(transfer)();
    endSession('now');
    keepHeldAction();
    expect(interruptedAction()).toBeNull();
  });

  it('ignores what is not one (a forged or old entry)', () => {
    sessionStorage.setItem('rwat:interrupted', JSON.stringify({ route: 'transfer', fields: 1 }));
    expect(interruptedAction()).toBeNull();
    sessionStorage.setItem('rwat:interrupted', '{');
    expect(interruptedAction()).toBeNull();
  });
});
