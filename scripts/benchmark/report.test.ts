// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { markdownReport, markdownTable, type Results } from './report.mjs';

const lighthouseRun = { score: 98, fcp: 700, lcp: 800, tbt: 40, tti: 2600, cls: 0, bytes: 1 };

const results = (withWallet: boolean): Results => ({
  meta: {
    url: 'http://127.0.0.1:3000/',
    guestUrl: 'http://127.0.0.1:4000/',
    runs: 2,
    throttled: true,
    date: '2026-01-01T00:00:00.000Z',
    chromium: '1.0',
    loadBefore: 1,
    loadAfter: 2,
  },
  wallet: withWallet
    ? [1, 2].map((n) => ({
        firstMs: 4000 + n * 100,
        repeatMs: 1000,
        signedInJs: 300 * 1024,
        steps: [{ step: 'HTML', start: 0, end: 300 + n * 10 }],
        repeatSteps: [
          { step: 'HTML', start: 0, end: 20 },
          { step: 'nonce request', start: Number.NaN, end: Number.NaN },
          { step: 'balances request', start: 400, end: 500 + n * 20 },
        ],
        workerReady: true,
        repeatControlled: n === 1,
        repeatLoggedInAgain: false,
      }))
    : [],
  guest: [
    { connectMs: withWallet ? 1500 : Number.NaN, guestJs: 200 * 1024 },
    { connectMs: withWallet ? 1700 : Number.NaN, guestJs: 210 * 1024 },
  ],
  lighthouse: { applied: [lighthouseRun, lighthouseRun], simulated: [lighthouseRun] },
});

describe('benchmark report', () => {
  it('pads every column to its widest cell', () => {
    expect(markdownTable(['a', 'bb'], [['ccc', 'd']])).toBe(
      '| a   | bb |\n| --- | -- |\n| ccc | d  |',
    );
  });

  it('gives the wallet visits, the guest, Lighthouse and the waterfall for the app', () => {
    const text = markdownReport(results(true));
    expect(text).toContain('| First visit: navigation → USDT balance visible');
    expect(text).toContain('4.15 s (4.10 s–4.20 s)');
    expect(text).toContain('1.60 s (1.50 s–1.70 s)');
    expect(text).toContain('205.0 KB (200.0 KB–210.0 KB)');
    expect(text).toMatch(/\| TTI +\| ≤ 2\.7 s +\| 2\.60 s \(2\.60 s–2\.60 s\) \| 2\.60 s +\|/);
    expect(text).toMatch(/\| HTML +\| 0 +\| 315 +\| 315 +\|/);
    expect(text).toContain('Repeat visits served by the service worker: 1/2');
  });

  it('gives the reload its own steps, leaving out those it never took', () => {
    const text = markdownReport(results(true));
    const repeat = text.slice(
      text.indexOf('Repeat visit, ms after navigation start (median of 2)'),
    );
    expect(repeat).toMatch(/\| balances request +\| 400 +\| 530 +\| 130 +\|/);
    expect(repeat).not.toContain('nonce request');
  });

  it('gives only what applies to another site: its JavaScript and Lighthouse', () => {
    const text = markdownReport(results(false));
    expect(text).not.toContain('USDT balance');
    expect(text).not.toContain('Connect wallet button');
    expect(text).not.toContain('First visit, ms after navigation start');
    expect(text).toContain("JavaScript a guest's Home loads");
  });
});
