import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every stylesheet of the app but the tokens themselves. */
function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') && entry.name !== 'tokens.css' ? [path] : [];
  });
}

const colour = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;
const time = /(?<![\w-])\d*\.?\d+m?s\b/;
const pxLength = /(?<![\w-])\d*\.?\d*[1-9]\d*px\b|(?<![\w-])[1-9]\d*%/;

/** What is wrong with one declaration, or null: a literal where a token belongs. */
function literalIn(property: string, value: string): string | null {
  if (colour.test(value)) return 'a literal colour';
  if (property === 'box-shadow' && !/^(?:var\(--[\w-]+\)|none)$/.test(value)) {
    return 'a shadow not from --shadow-* tokens';
  }
  if (/^(?:transition|animation)(?:-duration|-delay)?$/.test(property) && time.test(value)) {
    return 'a literal duration';
  }
  if (property === 'font-size' && /\d(?:px|rem|em|pt)\b/.test(value)) return 'a literal font size';
  if (/^border(?:-[\w]+)*-radius$/.test(property) && pxLength.test(value)) {
    return 'a literal radius';
  }
  return null;
}

/** The declarations of a stylesheet with their line numbers, comments left out. */
function declarations(css: string): { line: number; property: string; value: string }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  return [...text.matchAll(/([a-z-]+)\s*:\s*([^;{}]+);/g)].map((match) => ({
    line: text.slice(0, match.index).split('\n').length,
    property: match[1]!,
    value: match[2]!.trim(),
  }));
}

describe('the design tokens are the only place for colours, shadows, durations, type sizes, radii', () => {
  it('finds each kind of literal', () => {
    expect(literalIn('color', '#fff')).toBe('a literal colour');
    expect(literalIn('background', 'rgb(0 0 0 / 25%)')).toBe('a literal colour');
    expect(literalIn('box-shadow', '0 4px 16px black')).toBe('a shadow not from --shadow-* tokens');
    expect(literalIn('transition', 'opacity 0.15s')).toBe('a literal duration');
    expect(literalIn('animation', 'spin 800ms linear infinite')).toBe('a literal duration');
    expect(literalIn('font-size', '10px')).toBe('a literal font size');
    expect(literalIn('border-radius', '2px')).toBe('a literal radius');
    expect(literalIn('border-start-start-radius', '50%')).toBe('a literal radius');
  });

  it('lets tokens, keywords and layout lengths be', () => {
    expect(literalIn('color', 'var(--color-text)')).toBeNull();
    expect(literalIn('box-shadow', 'var(--shadow-2)')).toBeNull();
    expect(literalIn('animation', 'spin var(--duration-spin) var(--ease-linear) infinite')).toBe(
      null,
    );
    expect(literalIn('font-size', 'var(--text-xs)')).toBeNull();
    expect(literalIn('border-radius', '0')).toBeNull();
    expect(literalIn('padding-inline', '2px')).toBeNull();
  });

  it('no stylesheet outside app/tokens.css holds one', () => {
    const offenders = ['app', 'components', 'features'].flatMap(stylesheets).flatMap((file) =>
      declarations(readFileSync(file, 'utf8')).flatMap(({ line, property, value }) => {
        const found = literalIn(property, value);
        return found ? [`${relative('.', file)}:${line}: ${property}: ${value} (${found})`] : [];
      }),
    );
    expect(offenders).toEqual([]);
  });
});
