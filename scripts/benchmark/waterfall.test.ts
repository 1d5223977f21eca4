// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type Timeline, waterfallSteps } from './waterfall.mjs';

const timeline: Timeline = {
  html: { start: 0, end: 310 },
  paints: [
    { name: 'first-paint', at: 600 },
    { name: 'first-contentful-paint', at: 620 },
  ],
  resources: [
    { path: '/_next/static/chunks/main.js', start: 640, end: 1500, bytes: 50_000 },
    { path: '/_next/static/chunks/home.js', start: 900, end: 1800, bytes: 9_000 },
    { path: '/api/auth/nonce', start: 2000, end: 2160, bytes: 60 },
    { path: '/api/login', start: 2300, end: 2470, bytes: 400 },
    { path: '/_next/static/chunks/later.js', start: 2400, end: 2900, bytes: 4_000 },
    { path: '/api/user/balance', start: 2500, end: 2660, bytes: 80 },
  ],
  walletRequests: [
    { method: 'eth_accounts', at: 1900 },
    { method: 'personal_sign', at: 2200 },
  ],
  serviceWorker: false,
};

const byName = (steps: ReturnType<typeof waterfallSteps>) =>
  Object.fromEntries(steps.map((s) => [s.step.split(' (')[0], s]));

describe('first-visit waterfall', () => {
  it('puts each sign-in step where its request or wallet call happened', () => {
    const steps = byName(waterfallSteps(timeline, 2700));
    expect(steps.HTML).toMatchObject({ start: 0, end: 310 });
    expect(steps['first contentful paint']?.start).toBe(620);
    expect(steps['wallet found']?.start).toBe(1900);
    expect(steps['nonce request']).toMatchObject({ start: 2000, end: 2160 });
    expect(steps.signature).toMatchObject({ start: 2200, end: 2300 });
    expect(steps['login request']).toMatchObject({ start: 2300, end: 2470 });
    expect(steps['balances request']).toMatchObject({ start: 2500, end: 2660 });
    expect(steps['USDT balance visible']?.start).toBe(2700);
  });

  it('counts as start-up scripts only those asked for before the nonce', () => {
    const scripts = byName(waterfallSteps(timeline, 2700))['start-up scripts'];
    expect(scripts).toMatchObject({ count: 2, start: 640, end: 1800 });
  });

  it('marks the steps a visit did not take (a session already in place) as not measured', () => {
    const repeat: Timeline = {
      ...timeline,
      resources: timeline.resources.filter((r) => !r.path.startsWith('/api/')),
      walletRequests: [],
    };
    const steps = byName(waterfallSteps(repeat, 1000));
    expect(steps['nonce request']?.start).toBeNaN();
    expect(steps.signature?.start).toBeNaN();
    expect(steps['start-up scripts']).toMatchObject({ count: 2, end: 1800 });
  });
});
