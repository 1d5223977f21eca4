import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The custom properties of tokens.css's first `:root`, the values as written. */
function readTokens(css: string): Map<string, string> {
  const root = /:root\s*{([^}]*)}/.exec(css.replace(/\/\*[\s\S]*?\*\//g, ''))?.[1] ?? '';
  return new Map(
    [...root.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()] as const),
  );
}

const tokens = readTokens(readFileSync('app/tokens.css', 'utf8'));

type Rgb = readonly [number, number, number];

/** A colour token as sRGB 0–255, following var() references; only solid colours qualify. */
function colourOf(name: string): Rgb {
  const value = tokens.get(name);
  if (value === undefined) throw new Error(`${name} is not in tokens.css`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  if (reference) return colourOf(reference[1]!);
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1];
  if (!hex) throw new Error(`${name}: ${value} is not a solid hex colour`);
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

/** WCAG 2.2 relative luminance and contrast ratio (its definitions, section "Definitions"). */
function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(colourOf(a)), luminance(colourOf(b))].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const backgrounds = ['--color-bg', '--color-surface', '--color-surface-raised'] as const;
const noticeBackgrounds = ['--notice-bg', '--notice-bg-error', '--color-warning-bg'] as const;

/** Text the app sets on a background (body text, WCAG 1.4.3: at least 4.5:1). */
const textPairs: [string, string][] = [
  ...backgrounds.flatMap((bg) =>
    ['--color-text', '--color-text-muted', '--color-primary'].map((fg): [string, string] => [
      fg,
      bg,
    ]),
  ),
  ...[...backgrounds, ...noticeBackgrounds].flatMap((bg) =>
    ['--color-success', '--color-danger', '--color-warning'].map((fg): [string, string] => [
      fg,
      bg,
    ]),
  ),
  ...noticeBackgrounds.map((bg): [string, string] => ['--notice-text', bg]),
  ['--color-primary-text', '--color-primary'],
  // A look-alike address's marked characters.
  ['--color-primary-text', '--color-warning'],
];

/**
 * What a person must see to use a control, and the chart's bars (WCAG 1.4.11: at least 3:1):
 * an input's edge, the focus ring, an invalid field's edge, the primary button against its card.
 */
const nonTextPairs: [string, string][] = [
  ...backgrounds.flatMap((bg) =>
    ['--color-border-control', '--color-focus', '--color-danger', '--color-primary'].map(
      (fg): [string, string] => [fg, bg],
    ),
  ),
  ...[1, 2, 3, 4, 5].map((n): [string, string] => [`--color-chart-${n}`, '--color-surface']),
];

describe('the colour tokens read (WCAG 2.2 AA contrast)', () => {
  it('computes contrast as WCAG defines it', () => {
    // Black on white is 21:1, a colour on itself 1:1.
    expect(luminance([255, 255, 255])).toBeCloseTo(1);
    expect(luminance([0, 0, 0])).toBe(0);
    expect(contrast('--color-text', '--color-text')).toBe(1);
    expect(contrast('--color-qr-bg', '--color-bg')).toBeGreaterThan(18);
  });

  it.each(textPairs)('text %s on %s: at least 4.5:1', (fg, bg) => {
    expect(contrast(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextPairs)('control or graphic %s against %s: at least 3:1', (fg, bg) => {
    expect(contrast(fg, bg), `${fg} against ${bg}`).toBeGreaterThanOrEqual(3);
  });
});
