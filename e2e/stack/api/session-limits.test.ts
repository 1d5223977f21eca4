import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from './policy';
import { call, loginAs, stackPerTestFile } from './test-stack';

const IDLE_MS = 400;
const MAX_MS = 1_500;
const shared = stackPerTestFile({ policy: { sessionIdleMs: IDLE_MS, sessionMaxMs: MAX_MS } });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const balanceCode = async (token: string) =>
  (await call(shared.url, 'GET', '/api/user/balance', { token })).body.code;

describe('sessions end', () => {
  it('by default after 30 minutes idle and 24 hours in all', () => {
    expect(DEFAULT_POLICY.sessionIdleMs).toBe(30 * 60_000);
    expect(DEFAULT_POLICY.sessionMaxMs).toBe(24 * 60 * 60_000);
  });

  it('answers 1004 once a session was idle longer than the limit, and from then on', async () => {
    const token = await loginAs(shared.stack, 1);
    expect(await balanceCode(token)).toBe(10000);
    await sleep(IDLE_MS + 100);
    const { body } = await call(shared.url, 'GET', '/api/user/balance', { token });
    expect(body).toEqual({ code: 1004, msg: 'Login expired, please log in again', data: null });
    expect(await balanceCode(token)).toBe(1004);
  });

  it('a public call with the token keeps it alive; an expired token does not revive', async () => {
    const token = await loginAs(shared.stack, 1);
    for (let i = 0; i < 3; i += 1) {
      await sleep(IDLE_MS / 2);
      await call(shared.url, 'GET', '/api/config', { token });
    }
    expect(await balanceCode(token)).toBe(10000);
    await sleep(IDLE_MS + 100);
    await call(shared.url, 'GET', '/api/config', { token });
    expect(await balanceCode(token)).toBe(1004);
  });

  it('answers 1004 past the absolute limit however busy the session is', async () => {
    const token = await loginAs(shared.stack, 1);
    const started = Date.now();
    while (Date.now() - started < MAX_MS + 100) {
      await sleep(IDLE_MS / 3);
      if (Date.now() - started < MAX_MS - 100) expect(await balanceCode(token)).toBe(10000);
    }
    expect(await balanceCode(token)).toBe(1004);
  });

  it('a new login after expiry works', async () => {
    const token = await loginAs(shared.stack, 1);
    await sleep(IDLE_MS + 100);
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
