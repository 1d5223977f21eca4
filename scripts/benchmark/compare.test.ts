// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compareTable, stepsTable } from './compare.mjs';

describe('the comparison of trees', () => {
  it('gives each tree’s medians as a ratio of the first tree’s, and its missing visits', () => {
    const table = compareTable([
      { off: 'base', first: [1000, 900, 1100], reload: [500, 400, 600], load: [1, 2] },
      { off: 'this', first: [1050, 1000, 1100], reload: [400, Number.NaN, 400], load: [3, 4] },
    ]);
    const rows = table.split('\n').filter((line) => line.startsWith('| this'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('1050 ms (1000 ms–1100 ms)');
    expect(rows[0]).toContain('1.050×');
    expect(rows[0]).toContain('400 ms (400 ms–400 ms, 1 missing)');
    expect(rows[0]).toContain('0.800×');
    expect(table).toContain('× base');
  });

  it('gives the median of each round’s own difference from the first tree, over the rounds both have', () => {
    // The medians of the trees are equal; round by round, "this" is 100 ms slower every time.
    const table = compareTable([
      { off: 'base', first: [1000, 1400, 1200], reload: [500, 700, Number.NaN], load: [1] },
      { off: 'this', first: [1100, 1500, 1300], reload: [400, 650, 900], load: [1] },
      { off: 'same', first: [1000, 1400, 1200], reload: [500, 700, 600], load: [1] },
    ]);
    const row = (name: string) => table.split('\n').find((line) => line.startsWith(`| ${name}`));
    expect(row('this')).toMatch(/1\.083× +\| \+100 ms +\|/);
    // The reloads of the two rounds both have: −100 and −50 ms.
    expect(row('this')).toMatch(/\| −75 ms +\| 1\.0–1\.0 +\|$/);
    expect(row('same')).toMatch(/1\.000× +\| ±0 ms +\|/);
    expect(row('base')).toMatch(/1\.000× +\| — +\|/);
  });
});

describe('the steps of the trees compared', () => {
  const steps = (nonce: number, balances: number) => [
    { step: 'nonce request', start: nonce, end: nonce + 100 },
    { step: 'USDT balance visible', start: balances, end: Number.NaN },
  ];
  it('gives each step’s median start and end in every tree, and a dash where it never happened', () => {
    const table = stepsTable(
      [
        {
          off: 'base',
          first: [],
          reload: [],
          load: [],
          firstSteps: [steps(900, 2000), steps(1100, 2400), steps(1000, 2200)],
        },
        { off: 'this', first: [], reload: [], load: [], firstSteps: [[]] },
      ],
      'firstSteps',
    );
    const nonce = table.split('\n').find((line) => line.startsWith('| nonce request'));
    expect(nonce).toMatch(/\| 1000–1100 +\| — +\|/);
    const shown = table.split('\n').find((line) => line.startsWith('| USDT balance visible'));
    expect(shown).toMatch(/\| 2200 +\| — +\|/);
    expect(table).toContain('| base');
  });
});
