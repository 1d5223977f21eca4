import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Envelope, RequestLogEntry, TestState } from '@/lib/contract/contract';
import type { ApiControls } from '../fixtures/api';
import { message } from '../fixtures/catalogues';

/** An amount as the app shows it in English: grouped, at most `decimals` places, exact. */
export function shown(value: string, decimals = 4): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const cut = fraction.slice(0, decimals).replace(/0+$/, '');
  const grouped = new Intl.NumberFormat('en').format(BigInt(whole));
  return cut ? `${grouped}.${cut}` : grouped;
}

/** The value next to a label in a stat list (the label's parent holds both). */
export function stat(scope: Page | Locator, label: string): Locator {
  return scope.getByText(label, { exact: true }).locator('xpath=..');
}

/** The session token of the signed-in page, to read the API as that user from the test. */
export async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('rwat:session') ?? '{}') as { user?: { token?: string } })
        .user?.token ?? '',
  );
}

/** Reads an endpoint of the reference API directly over HTTP. */
export async function readApi<T>(apiUrl: string, path: string, token?: string): Promise<T> {
  const res = await fetch(`${apiUrl}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = (await res.json()) as Envelope<T>;
  if (body.code !== 10000) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

/** Every API call since the last reset, oldest first. */
export async function requestLog(api: ApiControls): Promise<RequestLogEntry[]> {
  return (await api.control<TestState>('state')).requests;
}

/** An axe finding a person would be stopped by: serious or critical. */
const isSerious = (violation: { impact?: string | null }) =>
  violation.impact === 'serious' || violation.impact === 'critical';

/** The accessibility scan: no serious or critical violation. */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  const bad = result.violations
    .filter(isSerious)
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad).toEqual([]);
}

/** The rules of WCAG 2.2 at levels A and AA, as axe tags them. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What axe finds on what the page shows now, in one scan: against WCAG 2.2 A/AA of whatever
 * impact, and against its other rules (best practices) where serious or critical, as
 * `expectAccessible` asks.
 */
export async function accessibilityFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => v.tags.some((tag) => WCAG_22_AA.includes(tag)) || isSerious(v))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** None may be found; soft, so one screen's findings do not hide the next screen's. */
export async function expectNoAccessibilityFindings(page: Page, where: string): Promise<void> {
  expect.soft(await accessibilityFindings(page), `accessibility on ${where}`).toEqual([]);
}

export function toast(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/**
 * What a review says about its last Confirm (no answer, a moved price): inside the dialog, as an
 * alert that stays, never a toast.
 */
export function reviewNotice(dialog: Locator, text: string): Locator {
  return dialog.getByRole('alert').filter({ hasText: text });
}

/** An amount as a language writes it (its digits, separators and grouping), to every place. */
export function inLanguage(tag: string, value: string): string {
  return new Intl.NumberFormat(tag, { maximumFractionDigits: 18 }).format(
    value as unknown as number,
  );
}

/**
 * The languages a money story runs in: a dot decimal (en), a comma decimal with dot grouping
 * (vi), Persian digits right to left (fa).
 */
export const MONEY_LANGUAGES = ['en', 'vi', 'fa'] as const;

/** A language's words (`m`, a catalogue key) and numbers (`n`), for a story told in it. */
export function speaking(lang: string) {
  return {
    m: (key: string, values?: Record<string, string>) => message(lang, key, values),
    n: (value: string) => inLanguage(lang, value),
  };
}

/** How many calls the API received on `path` since the last reset or cleared log. */
export async function callsTo(api: ApiControls, path: string): Promise<number> {
  return (await requestLog(api)).filter((r) => r.path === path).length;
}

/**
 * The JSON bodies the page posts to `path` from now on, as it hands them to `fetch`. The API
 * client sends a `Request` whose body streams, and the browser's request events do not carry
 * such a body (`postData()` is null), so the page's own `fetch` is watched instead.
 */
export async function watchPosts(page: Page, path: string): Promise<() => Promise<unknown[]>> {
  type Watched = { __posts?: Record<string, unknown[]> };
  await page.evaluate((watched) => {
    const page = window as unknown as Watched;
    if (!page.__posts) {
      const posts: Record<string, unknown[]> = {};
      page.__posts = posts;
      const send = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        if (input instanceof Request && input.method === 'POST') {
          const at = new URL(input.url).pathname;
          posts[at]?.push(JSON.parse(await input.clone().text()));
        }
        return send(input, init);
      };
    }
    page.__posts[watched] ??= [];
  }, path);
  return () =>
    page.evaluate((watched) => (window as unknown as Watched).__posts?.[watched] ?? [], path);
}

/** The review of a small machine paid half in USDT, half in RWAT, as a person opens it. */
export async function reviewSmallHalfAndHalf(page: Page): Promise<Locator> {
  await page.goto('/#/pages/Pledge/Pledge');
  await page.getByRole('radio', { name: /Small machine at 100U/ }).check();
  await page.getByRole('radio', { name: 'Half USDT, half RWAT' }).check();
  await page.getByRole('button', { name: 'Stake now' }).click();
  return page.getByRole('dialog', { name: 'Confirm staking' });
}
