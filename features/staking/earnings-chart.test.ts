import { describe, expect, it } from 'vitest';
import type { EarningDay } from '@/lib/contract/contract';
import { stackBars, typesIn } from './earnings-chart';

const days: EarningDay[] = [
  { date: '2026-11-26', rewards: [] },
  {
    date: '2026-11-27',
    rewards: [
      { type: 'static_output', amount: '10.1' },
      { type: 'node_dividend', amount: '9.9' },
    ],
  },
  { date: '2026-11-28', rewards: [{ type: 'direct_reward', amount: '5' }] },
];

describe('stackBars', () => {
  it('stacks each day from the bottom, the largest day filling the height', () => {
    const { bars, max } = stackBars(days, 100);
    expect(max).toBe('20');
    expect(bars[0]).toEqual({ date: '2026-11-26', total: '0', segments: [] });
    expect(bars[1]?.total).toBe('20');
    expect(bars[1]?.segments).toEqual([
      { type: 'static_output', amount: '10.1', y: 49.5, height: 50.5 },
      { type: 'node_dividend', amount: '9.9', y: 0, height: 49.5 },
    ]);
    expect(bars[2]?.segments).toEqual([{ type: 'direct_reward', amount: '5', y: 75, height: 25 }]);
  });

  it('adds exactly, never in floating point', () => {
    const { bars } = stackBars(
      [
        {
          date: '2026-11-27',
          rewards: [
            { type: 'static_output', amount: '0.1' },
            { type: 'level_reward', amount: '0.2' },
          ],
        },
      ],
      10,
    );
    expect(bars[0]?.total).toBe('0.3');
  });

  it('draws nothing when nothing was earned', () => {
    const { bars, max } = stackBars([{ date: '2026-11-27', rewards: [] }], 100);
    expect(max).toBe('0');
    expect(bars[0]?.segments).toEqual([]);
  });
});

describe('typesIn', () => {
  it("lists the types that occur, in the contract's order", () => {
    expect(typesIn(days)).toEqual(['static_output', 'direct_reward', 'node_dividend']);
  });
});
