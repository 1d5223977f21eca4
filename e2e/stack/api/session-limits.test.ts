import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from './policy';
import { call, loginAs, stackPerTestFile } from './test-stack';

const shared = stackPerTestFile();
const { sessionIdleMs: IDLE_MS, sessionMaxMs: MAX_MS } = DEFAULT_POLICY;

/**
 * The session of `token` as if `ms` had passed since its last use and its start: its times move
 * back, instead of the test sitting out the time (the server reads the wall clock).
 */
function passTime(token: string, ms: number): void {
  const session = shared.stack.api.state.sessions.get(token);
  if (!session) throw new Error('no such session');
  session.createdMs -= ms;
  session.lastUsedMs -= ms;
}

const balanceCode = async (token: string) =>
  (await call(shared.url, 'GET', '/api/user/balance', { token })).body.code;

describe('sessions end', () => {
  it('by default after 30 minutes idle and 24 hours in all', () => {
    expect(IDLE_MS).toBe(30 * 60_000);
    expect(MAX_MS).toBe(24 * 60 * 60_000);
  });

  it('answers 1004 once a session was idle longer than the limit, and from then on', async () => {
    const token = await loginAs(shared.stack, 1);
    expect(await balanceCode(token)).toBe(10000);
    passTime(token, IDLE_MS - 1_000);
    expect(await balanceCode(token)).toBe(10000);
    passTime(token, IDLE_MS + 1_000);
    const { body } = await call(shared.url, 'GET', '/api/user/balance', { token });
    expect(body).toEqual({ code: 1004, msg: 'Login expired, please log in again', data: null });
    expect(await balanceCode(token)).toBe(1004);
  });

  it('a public call with the token keeps it alive; an expired token does not revive', async () => {
    const token = await loginAs(shared.stack, 1);
    for (let i = 0; i < 3; i += 1) {
      passTime(token, IDLE_MS / 2);
      await call(shared.url, 'GET', '/api/config', { token });
    }
    expect(await balanceCode(token)).toBe(10000);
    passTime(token, IDLE_MS + 1_000);
    await call(shared.url, 'GET', '/api/config', { token });
    expect(await balanceCode(token)).toBe(1004);
  });

  it('answers 1004 past the absolute limit however busy the session is', async () => {
    const token = await loginAs(shared.stack, 1);
    const step = IDLE_MS / 2;
    for (let passed = step; passed < MAX_MS; passed += step) {
      passTime(token, step);
      expect(await balanceCode(token)).toBe(10000);
    }
    passTime(token, step + 1_000);
    expect(await balanceCode(token)).toBe(1004);
  });

  it('a new login after expiry works', async () => {
    const token = await loginAs(shared.stack, 1);
    passTime(token, IDLE_MS + 1_000);
    expect(await balanceCode(token)).toBe(1004);
    expect(await balanceCode(await loginAs(shared.stack, 1))).toBe(10000);
  });

  it('log out revokes the token: 1012 from then on', async () => {
    const token = await loginAs(shared.stack, 1);
    expect((await call(shared.url, 'POST', '/api/logout', { token, body: {} })).body.code).toBe(
      10000,
    );
    expect(await balanceCode(token)).toBe(1012);
  });
});
