import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

/** One screenshot of the gallery: a screen (or dialog) in one language. */
export interface Shot {
  lang: string;
  /** File name without extension, unique within its language (the route id, or a dialog's). */
  name: string;
  /** The screen's title in its language, and what it is in English words. */
  title: string;
  caption: string;
  /** What the audit found wrong on it, at any width. */
  defects: string[];
}

export const galleryDir = join('test-results', 'gallery');

export function shotPath(lang: string, name: string): string {
  const path = join(galleryDir, lang, `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  return path;
}

const asHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

/** What one language's audit leaves beside its pictures: its shots and the widths checked. */
interface SavedShots {
  /** Every phone width the audit checked. */
  widths: readonly number[];
  /** The width the pictures were taken at. */
  shotWidth: number;
  /** The name of every shot the audit means to take: what is not among `shots` is missing. */
  expected: readonly string[];
  shots: Shot[];
}

/** Keeps a language's shots beside its pictures, for the index written when the run ends. */
export function saveShots(lang: string, saved: SavedShots): void {
  mkdirSync(join(galleryDir, lang), { recursive: true });
  writeFileSync(join(galleryDir, lang, 'shots.json'), JSON.stringify({ lang, ...saved }, null, 1));
}

function savedShots(): (SavedShots & { lang: string })[] {
  if (!existsSync(galleryDir)) return [];
  return readdirSync(galleryDir)
    .map((lang) => join(galleryDir, lang, 'shots.json'))
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as SavedShots & { lang: string });
}

/**
 * Writes test-results/gallery/index.html, per language a grid of its screens, captioned, from
 * every language's saved shots. Run once when the whole run ends (the global teardown), so
 * languages audited side by side never overwrite each other's part of it. Nothing to write when
 * no audit ran.
 */
export function writeGalleryIndex(): void {
  const saved = savedShots();
  if (saved.length === 0) return;
  const shots = saved.flatMap((s) => s.shots);
  const widths = [...new Set(saved.flatMap((s) => s.widths))].sort((a, b) => a - b);
  const shotWidth = saved[0]!.shotWidth;
  const langs = saved.map((s) => s.lang);
  /** A language's screens without a picture: its audit stopped before reaching them. */
  const missing = new Map(
    saved.flatMap((s) => {
      const taken = new Set(s.shots.map((shot) => shot.name));
      const absent = s.expected.filter((name) => !taken.has(name));
      return absent.length ? [[s.lang, absent] as const] : [];
    }),
  );
  const sections = langs.map((lang) => {
    const figures = shots
      .filter((s) => s.lang === lang)
      .map((s) => {
        const found = s.defects.length
          ? `<ul class="bad">${s.defects.map((d) => `<li>${asHtml(d)}</li>`).join('')}</ul>`
          : '';
        const src = `${encodeURIComponent(s.lang)}/${encodeURIComponent(s.name)}.png`;
        return `<figure${s.defects.length ? ' class="flagged"' : ''}>
  <a href="${src}"><img src="${src}" alt="${asHtml(s.title)}" loading="lazy" width="${shotWidth}"></a>
  <figcaption><b dir="auto">${asHtml(s.title)}</b><br>${asHtml(s.caption)}${found}</figcaption>
</figure>`;
      });
    const absent = missing.get(lang);
    const gap = absent
      ? `<p class="bad">Missing (the audit stopped before them): ${absent.map(asHtml).join(', ')}</p>`
      : '';
    return `<section id="${asHtml(lang)}"><h2>${asHtml(lang)}</h2>${gap}<div class="grid">
${figures.join('\n')}
</div></section>`;
  });
  const flagged = shots.filter((s) => s.defects.length).length;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>RWAT layout gallery</title>
<style>
body { font: 14px system-ui, sans-serif; margin: 16px; background: #eee; color: #111; }
nav a { margin-inline-end: 8px; }
.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(${shotWidth + 16}px, 1fr)); gap: 12px; }
figure { margin: 0; padding: 8px; background: #fff; border: 2px solid transparent; }
figure.flagged { border-color: #c00; }
img { display: block; inline-size: ${shotWidth}px; max-block-size: 900px; object-fit: cover; object-position: top; border: 1px solid #999; }
figcaption { margin-block-start: 4px; }
.bad { color: #c00; padding-inline-start: 16px; margin: 4px 0 0; }
</style></head><body>
<h1>RWAT layout gallery</h1>
<p>Every screen, signed in, in each of the ${langs.length} languages. Screenshots are ${shotWidth} px
wide (CSS pixels, the whole page); the audit also checked each screen at ${widths.join(', ')} px.
A red frame marks a screen on which the audit found a defect (listed under it); ${flagged} of
${shots.length} are marked${missing.size ? `; ${missing.size} languages miss screens` : ''}.</p>
<nav>${langs.map((l) => `<a href="#${asHtml(l)}">${asHtml(l)}</a>`).join('')}</nav>
${sections.join('\n')}
</body></html>
`;
  mkdirSync(galleryDir, { recursive: true });
  writeFileSync(join(galleryDir, 'index.html'), html);
}

/** Pictures the docs show (README the first), taken from the gallery: which shot of which language. */
const readmeShots = [
  { lang: 'en', name: 'assets', file: 'assets-320-en.png' },
  { lang: 'fa', name: 'home', file: 'home-320-fa.png' },
  { lang: 'en', name: 'home-invite-dialog', file: 'invite-dialog-320-en.png' },
] as const;

/** Copies a language's shots that the docs show into e2e/screenshots, so they stay current. */
export function saveReadmeShots(lang: string): void {
  for (const shot of readmeShots) {
    const from = join(galleryDir, shot.lang, `${shot.name}.png`);
    if (shot.lang === lang && existsSync(from))
      copyFileSync(from, join('e2e', 'screenshots', shot.file));
  }
}
