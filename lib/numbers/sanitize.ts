/**
 * The numeric-input rule for every amount box: keep digits and one dot; drop minus signs and
 * anything else; drop a leading zero unless a dot follows; blank a value that starts with a
 * dot; optionally cap the decimals. Full-width digits and dots (from CJK keyboards) become
 * ASCII first, so they are converted rather than dropped.
 */
export function toAsciiDigits(raw: string): string {
  return raw.replace(/[\uFF10-\uFF19\uFF0E\u3002]/g, (ch) => {
    const code = ch.charCodeAt(0);
    if (code >= 0xff10 && code <= 0xff19) return String(code - 0xff10);
    return '.';
  });
}

export function sanitizeAmountInput(raw: string, maxDecimals?: number): string {
  let value = toAsciiDigits(raw).replace(/[^\d.]/g, '');
  if (value.startsWith('.')) return '';
  const dot = value.indexOf('.');
  if (dot !== -1) value = value.slice(0, dot + 1) + value.slice(dot + 1).replace(/\./g, '');
  while (value.length > 1 && value[0] === '0' && value[1] !== '.') value = value.slice(1);
  if (maxDecimals !== undefined) {
    const at = value.indexOf('.');
    if (at !== -1) value = value.slice(0, at + 1 + Math.max(0, maxDecimals));
  }
  return value;
}
