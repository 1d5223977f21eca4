#!/usr/bin/env node
// Which source files each built chunk holds, read from the browser source maps the build writes
// (`productionBrowserSourceMaps`): Source Map v3, plain or sectioned, a format every bundler
// writes, so nothing here depends on how the bundler lays out its code. The build moves the maps
// out of the export (they are not deployed) into MAPS_DIR, beside an index of each chunk's
// sources that the size budget, the service worker and the specs read. Paths: chunks relative to
// the export folder (`_next/static/chunks/a.js`), sources relative to the project
// (`features/home/MemberCards.tsx`, `node_modules/wagmi/…`).
//
//   node scripts/chunk-sources.mjs [out]     (after `next build`: sets the maps aside)
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { invokedDirectly } from './export-files.mjs';

/** Where the maps of the last build are kept, outside the export. */
export const MAPS_DIR = join('.next', 'chunk-maps');

const CHUNKS = join('_next', 'static', 'chunks');

/**
 * A source's path relative to the project: the bundler names them by a scheme of its own
 * (`turbopack:///[project]/lib/a.ts`, `webpack://app/./lib/a.ts`, `file:///…/lib/a.ts`).
 * @param {string} source
 */
export function projectPath(source) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) return source.slice(modules);
  const project = source.indexOf('[project]/');
  if (project >= 0) return source.slice(project + '[project]/'.length);
  return source.replace(/^[a-z]+:\/\/\/?/i, '').replace(/^(\.\/)+/, '');
}

/**
 * The sources a source map names, from its sections too.
 * @param {{ sources?: string[], sections?: { map: object }[] }} map
 * @returns {string[]}
 */
export function mapSources(map) {
  const own = map.sources ?? [];
  const nested = (map.sections ?? []).flatMap((section) => mapSources(section.map));
  return [...new Set([...own, ...nested].map(projectPath))];
}

/** The index of the last build's chunks and their sources, beside the maps. */
export const CHUNK_INDEX = 'chunks.json';

/** A `sourceMappingURL` comment on a line of its own. */
const LINK = /^\/\/# sourceMappingURL=(\S+)[ \t]*$\n?/gm;

/**
 * The maps a chunk links to, by its `sourceMappingURL` comments (the source map format's own
 * link: a map's name need not be its chunk's).
 * @param {string} code
 */
export function linkedMaps(code) {
  return [...code.matchAll(LINK)].map((m) => m[1]);
}

/**
 * Reads every chunk's linked maps into an index of its sources, then moves the maps from the
 * export into `mapsDir` and drops the links: the export carries no map and names none. Returns
 * how many maps were moved.
 */
export function setAsideMaps(dir = 'out', mapsDir = MAPS_DIR) {
  const chunks = join(dir, CHUNKS);
  const names = readdirSync(chunks);
  const index = {};
  for (const name of names.filter((n) => n.endsWith('.js'))) {
    const code = readFileSync(join(chunks, name), 'utf8');
    const maps = linkedMaps(code).filter((m) => existsSync(join(chunks, m)));
    // The link goes with its map: a deployed chunk points at nothing it does not carry.
    if (maps.length) writeFileSync(join(chunks, name), code.replace(LINK, ''));
    index[`_next/static/chunks/${name}`] = [
      ...new Set(
        maps.flatMap((m) => mapSources(JSON.parse(readFileSync(join(chunks, m), 'utf8')))),
      ),
    ];
  }
  rmSync(mapsDir, { recursive: true, force: true });
  mkdirSync(mapsDir, { recursive: true });
  writeFileSync(join(mapsDir, CHUNK_INDEX), `${JSON.stringify(index, null, 1)}\n`);
  const maps = names.filter((name) => name.endsWith('.map'));
  for (const name of maps) renameSync(join(chunks, name), join(mapsDir, name));
  return maps.length;
}

/**
 * Each chunk of the last build with its sources (none for a chunk that links no map).
 * @returns {Map<string, string[]>} chunk path relative to the export → its project-relative sources
 */
export function chunkSources(mapsDir = MAPS_DIR) {
  const index = join(mapsDir, CHUNK_INDEX);
  if (!existsSync(index)) throw new Error(`no chunk maps in ${mapsDir}: run the build first`);
  return new Map(Object.entries(JSON.parse(readFileSync(index, 'utf8'))));
}

/**
 * Whether a map's source is the module `module` (a project-relative path): the same path, or
 * that path as a transform renamed it (`messages/en.json.js` for JSON compiled to a module,
 * `a.module.css [app-client] (css module)`).
 */
export function isModule(source, module) {
  return source === module || source.startsWith(`${module}.`) || source.startsWith(`${module} `);
}

/**
 * What a chunk holds, by its sources: the app's own files grouped by folder (a feature, a
 * language's words), or the libraries when it holds nothing of the app's.
 * @param {string[]} sources
 */
export function chunkOwner(sources) {
  const own = sources.filter((s) => !s.startsWith('node_modules/') && !s.startsWith('['));
  if (own.length) {
    const groups = own.map((s) => {
      const parts = s.split('/');
      return parts[0] === 'messages'
        ? s.replace(/\.json(\.js)?$/, '')
        : parts.slice(0, 2).join('/');
    });
    return { app: true, label: [...new Set(groups)].join(', ') };
  }
  const libraries = sources
    .filter((s) => s.startsWith('node_modules/'))
    .map((s) => {
      const parts = s.slice('node_modules/'.length).split('/');
      return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    });
  return { app: false, label: [...new Set(libraries)].join(', ') || 'no source map' };
}

if (invokedDirectly(import.meta.url)) {
  const dir = process.argv[2] ?? 'out';
  const moved = setAsideMaps(dir);
  if (moved === 0) throw new Error(`the build wrote no chunk maps into ${join(dir, CHUNKS)}`);
  console.info(`chunk maps: ${moved} set aside in ${MAPS_DIR}, out of the export`);
}
