import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '@/lib/session/store';

const arrived = vi.hoisted(() => ({ count: 0 }));
vi.mock('./MemberCards', () => {
  arrived.count += 1;
  return { BalancesCard: () => null, ReferralCard: () => null, AccountCard: () => null };
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('Home’s signed-in cards for someone not yet signed in', () => {
  afterEach(() => clearSession());

  it('are asked for as a sign-in begins, not before, and once', async () => {
    const { loadMemberCardsOnSignIn } = await import('./member-cards');
    loadMemberCardsOnSignIn();
    setSession({ inviter: 'A1B2C3' });
    await settle();
    expect(arrived.count).toBe(0);
    setSession({ signStatus: 'signing' });
    await vi.waitFor(() => expect(arrived.count).toBe(1));
    setSession({ signStatus: 'idle' });
    setSession({ signStatus: 'signing' });
    await settle();
    expect(arrived.count).toBe(1);
  });
});
