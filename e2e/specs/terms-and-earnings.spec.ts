import type { Page } from '@playwright/test';
import type {
  Balances,
  Earnings,
  LedgerEntry,
  Page as ListPage,
  StakingPackage,
} from '@/lib/contract/contract';
import { expect, test } from '../fixtures';
import { message } from '../fixtures/catalogues';
import { expectAccessible, inLanguage, readApi, shown, stat, tokenOf } from './screens-helpers';

const PLEDGE = '/#/pages/Pledge/Pledge';
const ORDERS = '/#/pages/Pledge/PledgeOrder';
const ACCOUNT_2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const NBSP = '\u00a0';
const REWARDS = [
  'static_output',
  'direct_reward',
  'community_reward',
  'level_reward',
  'node_dividend',
];

/** Today as the chart names a day (a UTC calendar date) in a language. */
const today = (tag: string) =>
  new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(),
  );

/** The machine's radio, found by its size's words. */
const machine = (page: Page, lang: string, size: string) =>
  page.getByRole('radio', { name: new RegExp(message(lang, `staking.size.${size}`)) });

test.describe('terms up front', () => {
  test('every machine states its yield before purchase, and the server then credits it', async ({
    page,
    signIn,
    api,
    stack,
  }) => {
    // Account 2 has no order and no team: a day's output is the new machine's alone.
    await api.setBalance(ACCOUNT_2, 'USDT', '5000');
    await signIn({ account: 2 });
    const token = await tokenOf(page);
    const packages = await readApi<StakingPackage[]>(stack.apiUrl, '/api/box/packages', token);
    expect(packages.length).toBeGreaterThan(0);
    await page.goto(PLEDGE);
    for (const pkg of packages) {
      const terms = `${shown(pkg.dailyOutput)}${NBSP}${pkg.outputAsset} a day, up to ${shown(pkg.outputCap)}${NBSP}${pkg.outputAsset} in ${pkg.days} days`;
      await expect(machine(page, 'en', pkg.size)).toHaveAccessibleName(new RegExp(terms));
      await expect(page.getByText(terms, { exact: true })).toBeVisible();
    }

    const small = packages.find((p) => p.size === 'small');
    if (!small) throw new Error('no small machine');
    await machine(page, 'en', 'small').check();
    await page.getByRole('radio', { name: 'Pay in USDT' }).check();
    await page.getByRole('button', { name: 'Stake now' }).click();
    const review = page.getByRole('dialog', { name: 'Confirm staking' });
    await expect(stat(review, 'Daily output')).toContainText(
      `${shown(small.dailyOutput)}${NBSP}USDT`,
    );
    await expect(stat(review, 'Output cap')).toContainText(
      `${shown(small.outputCap)}${NBSP}USDT in ${small.days} days`,
    );
    await expectAccessible(page);
    await review.getByRole('button', { name: 'Confirm stake' }).click();
    await expect(review).toBeHidden();

    await api.advanceDay();
    const ledger = await readApi<ListPage<LedgerEntry>>(
      stack.apiUrl,
      '/api/flow/list?symbol=USDT&size=50',
      token,
    );
    const output = ledger.list.filter((e) => e.type === 'static_output');
    expect(output.map((e) => e.amount)).toEqual([small.dailyOutput]);
    const balances = await readApi<Balances>(stack.apiUrl, '/api/user/balance', token);
    // Whole numbers in the seed's prices, so exact as integers.
    expect(balances.USDT).toBe(
      (5000n - BigInt(small.price) + BigInt(small.dailyOutput)).toString(),
    );
  });

  test('in Persian the terms read in Persian digits', async ({ page, signIn, stack }) => {
    await page.addInitScript(() => localStorage.setItem('rwat:lang', 'fa'));
    await signIn();
    const packages = await readApi<StakingPackage[]>(
      stack.apiUrl,
      '/api/box/packages',
      await tokenOf(page),
    );
    await page.goto(PLEDGE);
    for (const pkg of packages) {
      const terms = message('fa', 'staking.terms', {
        daily: `${inLanguage('fa', pkg.dailyOutput)}${NBSP}USDT`,
        cap: `${inLanguage('fa', pkg.outputCap)}${NBSP}USDT`,
        days: inLanguage('fa', String(pkg.days)),
      });
      expect(terms).toMatch(/[۰-۹]/);
      await expect(page.getByText(terms, { exact: true })).toBeVisible();
    }
  });
});

test.describe('earnings drawn', () => {
  /** The ledger's reward entries of today, summed per type, as the person's own ledger lists them. */
  async function todaysRewards(apiUrl: string, token: string) {
    const ledger = await readApi<ListPage<LedgerEntry>>(
      apiUrl,
      '/api/flow/list?symbol=USDT&size=50',
      token,
    );
    const day = new Date().toISOString().slice(0, 10);
    const sums = new Map<string, bigint>();
    const units = (v: string) => {
      const [i = '0', f = ''] = v.split('.');
      return BigInt(i) * 10n ** 8n + BigInt(f.padEnd(8, '0').slice(0, 8));
    };
    for (const e of ledger.list) {
      if (!REWARDS.includes(e.type) || !e.createdAt.startsWith(day)) continue;
      sums.set(e.type, (sums.get(e.type) ?? 0n) + units(e.amount));
    }
    const text = (u: bigint) => {
      const f = (u % 10n ** 8n).toString().padStart(8, '0').replace(/0+$/, '');
      return f ? `${u / 10n ** 8n}.${f}` : `${u / 10n ** 8n}`;
    };
    return {
      sums: new Map([...sums].map(([k, v]) => [k, text(v)])),
      total: text([...sums.values()].reduce((a, b) => a + b, 0n)),
    };
  }

  test('the orders chart shows the last 30 days and its table matches the ledger', async ({
    page,
    signIn,
    api,
    stack,
  }) => {
    await signIn({ account: 0 });
    const token = await tokenOf(page);
    await api.advanceDay();
    await api.advanceDay();
    await page.goto(ORDERS);
    const title = 'Daily output, last 30 days';
    await expect(page.getByRole('img', { name: title })).toBeVisible();
    const table = page.getByRole('table', { name: title });
    const { sums, total } = await todaysRewards(stack.apiUrl, token);
    expect(sums.size).toBeGreaterThan(1);
    // One row: today's (the seed's history is older than 30 days).
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row', { name: new RegExp(`^${today('en')}`) });
    const headers = await table.getByRole('columnheader').allTextContents();
    const cells = await row.getByRole('cell').allTextContents();
    const expected = [
      ...REWARDS.filter((t) => sums.has(t)).map((t) => `${shown(sums.get(t) ?? '0')}${NBSP}USDT`),
      `${shown(total)}${NBSP}USDT`,
    ];
    expect(cells).toEqual(expected);
    expect(headers.at(-1)).toBe('Day total');
    // The legend names each reward type the bars draw.
    for (const type of REWARDS.filter((t) => sums.has(t))) {
      const key = `ledger.type.${type.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())}`;
      expect(headers).toContain(message('en', key));
    }
    const earnings = await readApi<Earnings>(stack.apiUrl, '/api/box/earnings', token);
    expect(earnings.days).toHaveLength(30);
    await expectAccessible(page);
  });

  test('in Persian the chart runs right to left, in Persian digits and dates', async ({
    page,
    signIn,
    api,
  }) => {
    await page.addInitScript(() => localStorage.setItem('rwat:lang', 'fa'));
    await signIn();
    await api.advanceDay();
    await page.goto(ORDERS);
    const title = message('fa', 'orders.chartTitle', { days: inLanguage('fa', '30') });
    await expect(page.getByRole('img', { name: title })).toBeVisible();
    const table = page.getByRole('table', { name: title });
    await expect(table.getByRole('rowheader')).toHaveText([today('fa')]);
    await expect(table.getByRole('cell').last()).toHaveText(/^[۰-۹٫٬]+\u00a0USDT$/);
    const transform = await page
      .getByRole('img', { name: title })
      .evaluate((svg) => getComputedStyle(svg).transform);
    // Mirrored: the newest day is on the left.
    expect(transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  });
});
