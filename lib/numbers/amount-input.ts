/**
 * THE reading of what a person types or pastes into an amount field. Nothing is rewritten into
 * a different number: an edit is either applied as a plain amount of the same value, or refused
 * whole with the reason, and the field keeps what it had.
 */

export type AmountRefusal =
  /** A second decimal separator. */
  | 'separator'
  /** A plus or minus sign. */
  | 'sign'
  /** Scientific notation such as 1e18. */
  | 'exponent'
  /** Letters, hex, spaces or other symbols. */
  | 'characters'
  /** More decimal places than the asset has. */
  | 'decimals'
  /** Grouping that does not fit the language (e.g. "12,5" read as English), so it is ambiguous. */
  | 'grouping';

export type AmountReading = { ok: true; value: string } | { ok: false; reason: AmountRefusal };

// Digits of the scripts a phone keyboard may type: full-width (CJK), Arabic-Indic, Persian.
const DIGIT_ZEROS = [0xff10, 0x0660, 0x06f0] as const;

/** Full-width, Arabic-Indic and Persian digits become ASCII; nothing else changes. */
export function toAsciiDigits(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
    out += zero === undefined ? ch : String(code - zero);
  }
  return out;
}

/** Keys a decimal keypad may show for the decimal point, in any of the app's languages. */
const DECIMAL_KEYS = /[.,\u066b\uff0e\u3002\uff0c]/g;
const SIGNS = /[+\-\u2212\uff0b\uff0d]/;
const EXPONENT = /\d[eE]|[eE]\d/;
const SPACES = /^[\s\u00a0\u202f\u2009]+|[\s\u00a0\u202f\u2009]+$/g;

function refuse(reason: AmountRefusal): AmountReading {
  return { ok: false, reason };
}

/** A sign, an exponent or any other character, named for the message. */
function foreignCharacter(text: string): AmountRefusal {
  if (SIGNS.test(text)) return 'sign';
  if (EXPONENT.test(text)) return 'exponent';
  return 'characters';
}

/** "007" → "7", "00.5" → "0.5", ".5" → "0.5": the same value, written plainly. */
function plain(integer: string, fraction: string | undefined): string {
  const int = integer.replace(/^0+(?=\d)/, '') || '0';
  return fraction === undefined ? int : `${int}.${fraction}`;
}

/**
 * The whole field after a keystroke. Any decimal-point key (`.`, the comma of a decimal keypad,
 * the Persian `٫`, full-width dots) is the decimal point; other scripts' digits become ASCII.
 * The value may end with "." while the person is still typing; `completeAmount` trims it.
 */
export function readTypedAmount(text: string, maxDecimals = 18): AmountReading {
  const ascii = toAsciiDigits(text.replace(SPACES, '')).replace(DECIMAL_KEYS, '.');
  if (ascii === '') return { ok: true, value: '' };
  if (/[^\d.]/.test(ascii)) return refuse(foreignCharacter(ascii));
  const [integer = '', fraction, ...more] = ascii.split('.');
  if (more.length > 0) return refuse('separator');
  if (fraction !== undefined && fraction.length > maxDecimals) return refuse('decimals');
  return { ok: true, value: plain(integer, fraction) };
}

export interface Separators {
  group: string;
  decimal: string;
}

const separatorsByLocale = new Map<string, Separators>();

/** The grouping and decimal separators the language writes numbers with. */
export function separatorsOf(localeTag: string): Separators {
  let found = separatorsByLocale.get(localeTag);
  if (!found) {
    const parts = new Intl.NumberFormat(localeTag).formatToParts(1234567.5);
    found = {
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    };
    separatorsByLocale.set(localeTag, found);
  }
  return found;
}

const isSpace = (ch: string) => /[\s\u00a0\u202f\u2009]/.test(ch);

/**
 * Pasted text, read with the language's separators: "1.234,5" in Vietnamese and "1,234.5" in
 * English are both 1234.5. A dot is also read as the decimal point where the language does not
 * group with it (Persian, Russian). Anything that is not a plain amount in that reading is
 * refused whole: a sign, an exponent, hex, two decimal separators, grouping in the wrong places.
 */
export function readPastedAmount(text: string, localeTag: string, maxDecimals = 18): AmountReading {
  const { group, decimal } = separatorsOf(localeTag);
  const groupIsSpace = isSpace(group);
  const decimals = new Set([decimal]);
  if (group !== '.') decimals.add('.');
  const ascii = toAsciiDigits(text.replace(SPACES, ''));
  if (ascii === '') return { ok: true, value: '' };
  if (/[^\d.,'\u066b\u066c\u060c\s\u00a0\u202f\u2009]/.test(ascii)) {
    return refuse(foreignCharacter(ascii));
  }

  let integer = '';
  let fraction: string | undefined;
  const groups: string[] = [];
  let run = '';
  for (const ch of ascii) {
    if (ch >= '0' && ch <= '9') {
      run += ch;
      continue;
    }
    const grouping = groupIsSpace ? isSpace(ch) : ch === group;
    if (decimals.has(ch)) {
      if (fraction !== undefined) return refuse('separator');
      groups.push(run);
      fraction = '';
      run = '';
    } else if (grouping) {
      if (fraction !== undefined) return refuse('grouping');
      groups.push(run);
      run = '';
    } else {
      // A separator this language does not use here: reading it either way would be a guess.
      return refuse('grouping');
    }
  }
  if (fraction === undefined) groups.push(run);
  else fraction = run;

  // Groups after the first hold exactly three digits; the first one to three.
  const [first = '', ...rest] = groups;
  if (
    rest.length > 0 &&
    (first.length < 1 || first.length > 3 || rest.some((g) => g.length !== 3))
  ) {
    return refuse('grouping');
  }
  integer = groups.join('');
  if (fraction !== undefined && fraction.length > maxDecimals) return refuse('decimals');
  if (integer === '' && !fraction) return refuse('characters');
  return { ok: true, value: plain(integer, fraction === '' ? undefined : fraction) };
}

/**
 * A paste into an amount field over its selection (`start` to `end` of the field's text).
 * Replacing the whole field, the pasted text is an amount of its own, read in the language's
 * writing. Into other text it is a piece of the field's plain amount, which has no grouping
 * and a dot for the decimal point: so the piece may hold digits and one decimal separator, kept
 * as they are ("00" after "1.5" is "1.500"), and the field is then read as if typed. Grouping in
 * a piece cannot be checked against digits it does not see, so it is refused, never guessed.
 */
export function pasteIntoAmount(
  field: string,
  selection: { start: number; end: number },
  pasted: string,
  localeTag: string,
  maxDecimals = 18,
): AmountReading {
  const before = field.slice(0, selection.start);
  const after = field.slice(selection.end);
  if (before === '' && after === '') return readPastedAmount(pasted, localeTag, maxDecimals);
  const { group, decimal } = separatorsOf(localeTag);
  const ascii = toAsciiDigits(pasted.replace(SPACES, ''));
  let piece = '';
  for (const ch of ascii) {
    if (ch >= '0' && ch <= '9') piece += ch;
    else if (ch === decimal || (ch === '.' && group !== '.')) piece += '.';
    else if (ch === group || isSpace(ch) || /[.,'\u066b\u066c\u060c]/.test(ch)) {
      return refuse('grouping');
    } else return refuse(foreignCharacter(ascii));
  }
  return readTypedAmount(before + piece + after, maxDecimals);
}

/** The amount a field holds, without a decimal point still waiting for its digits ("12." → "12"). */
export function completeAmount(field: string): string {
  return field.endsWith('.') ? field.slice(0, -1) : field;
}

/**
 * What "Max" puts in an amount field: the whole balance as a plain decimal string, cut (never
 * rounded up) to the places the field accepts, so sending it never asks for more than is held.
 * A balance that is not a plain non-negative decimal gives "" (the field stays empty).
 */
export function maxAmount(balance: string, maxDecimals = 18): string {
  const trimmed = balance.trim();
  if (!/^\d+(\.\d*)?$/.test(trimmed)) return '';
  const [integer = '', fraction = ''] = trimmed.split('.');
  const kept = fraction.slice(0, maxDecimals).replace(/0+$/, '');
  return plain(integer, kept === '' ? undefined : kept);
}
