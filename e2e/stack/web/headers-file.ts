/**
 * The `_headers` file static hosts read (Netlify's and Cloudflare Pages' format), so the stack's
 * web server sends exactly what a host serving the export would:
 *
 *   # a comment
 *   /path/*            a rule: the path it applies to, `*` matching anything, `:name` a segment
 *     Name: value      a header of that rule
 *     ! Name           a header an earlier matching rule set, taken off again
 *
 * Every rule whose path matches applies, in the file's order; a header set by two of them gets
 * both values, joined by ", ".
 */
export interface HeaderRule {
  path: string;
  matches: RegExp;
  set: [name: string, value: string][];
  detach: string[];
}

function pathPattern(path: string): RegExp {
  const source = path
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** The rules of a `_headers` file; throws on a line it cannot read, naming it. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const rule = rules.at(-1);
    if (!/^\s/.test(raw)) {
      if (!line.startsWith('/'))
        throw new Error(`_headers line ${index + 1}: a path starts with /`);
      rules.push({ path: line, matches: pathPattern(line), set: [], detach: [] });
    } else if (!rule) {
      throw new Error(`_headers line ${index + 1}: a header before any path`);
    } else if (line.startsWith('!')) {
      rule.detach.push(line.slice(1).trim().toLowerCase());
    } else {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new Error(`_headers line ${index + 1}: expected "Name: value"`);
      rule.set.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/** The headers (lower-case names) the rules give a request for `path`. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.matches.test(path)) continue;
    for (const name of rule.detach) delete headers[name];
    for (const [name, value] of rule.set) {
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
  }
  return headers;
}
