/**
 * A long machine value (an address, a hash, an order number, a link) cut into the pieces it is
 * shown in when a person must read it whole: each piece stays on one line, and a line may end
 * only between pieces, so "0x7099 7970 … 79C8" never leaves one character on a line of its own.
 */
export interface ValueGroup {
  text: string;
  /** Set apart from the next piece by a little space (hex and digits, not a link's parts). */
  spaced: boolean;
}

const GROUP = 4;

function inFours(text: string): string[] {
  const groups: string[] = [];
  for (let at = 0; at < text.length; at += GROUP) groups.push(text.slice(at, at + GROUP));
  return groups;
}

/** Hex after "0x", or a run of digits, in groups of four; "0x" stays with the first group. */
function machineGroups(token: string): string[] | undefined {
  const hex = /^0x([0-9a-fA-F]+)$/.exec(token);
  if (hex?.[1]) {
    const [first = '', ...rest] = inFours(hex[1]);
    return [`0x${first}`, ...rest];
  }
  if (/^\d{9,}$/.test(token)) return inFours(token);
  return undefined;
}

export function valueGroups(value: string): ValueGroup[] {
  const whole = machineGroups(value);
  if (whole) return whole.map((text, i) => ({ text, spaced: i < whole.length - 1 }));
  // A link: a line may end after each of its separators; an address or number in it is grouped.
  const groups: ValueGroup[] = [];
  for (const token of value.split(/(?<=[/?&=#])/)) {
    const parts = /^(.*?)(0x[0-9a-fA-F]{8,}|\d{9,})(.*)$/.exec(token);
    const inner = parts?.[2] ? machineGroups(parts[2]) : undefined;
    if (!parts || !inner) {
      groups.push({ text: token, spaced: false });
      continue;
    }
    if (parts[1]) groups.push({ text: parts[1], spaced: false });
    for (const text of inner) groups.push({ text, spaced: false });
    if (parts[3]) groups.push({ text: parts[3], spaced: false });
  }
  return groups;
}
