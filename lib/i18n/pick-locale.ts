/**
 * Which language to start in: a `?lang=` link, then the stored choice, then — on a first visit,
 * with nothing stored — the browser's languages in order; undefined means the default.
 * Each code is matched whole, then with its last subtag dropped ("zh-Hant-TW" → "zh-hant" →
 * "zh"), against `spellings` (lower-case spelling → locale id).
 *
 * The page's first script (lib/start/first-script.ts) runs this same function before the first
 * paint, so the document's `lang`/`dir` and the app's language are decided by the same code.
 */
export function pickLocale(
  link: string | null | undefined,
  stored: string | null | undefined,
  browser: readonly string[],
  spellings: Readonly<Record<string, string>>,
): string | undefined {
  const candidates = stored ? [link, stored] : [link, stored].concat(browser);
  for (let i = 0; i < candidates.length; i += 1) {
    let code = String(candidates[i] || '')
      .trim()
      .toLowerCase()
      .replace(/_/g, '-');
    while (code) {
      if (Object.hasOwn(spellings, code)) return spellings[code];
      code = code.slice(0, Math.max(0, code.lastIndexOf('-')));
    }
  }
  return undefined;
}
