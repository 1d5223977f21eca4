import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  chunkOwner,
  chunkSources,
  isModule,
  mapSources,
  projectPath,
  setAsideMaps,
} from './chunk-sources.mjs';

describe('a chunk’s sources, from its source map', () => {
  it('names each source relative to the project, whatever the bundler’s scheme', () => {
    expect(projectPath('turbopack:///[project]/features/home/MemberCards.tsx')).toBe(
      'features/home/MemberCards.tsx',
    );
    expect(projectPath('turbopack:///[project]/node_modules/wagmi/dist/esm/actions.js')).toBe(
      'node_modules/wagmi/dist/esm/actions.js',
    );
    expect(projectPath('file:///work/x/node_modules/.pnpm/viem/node_modules/viem/index.js')).toBe(
      'node_modules/viem/index.js',
    );
  });

  it('reads plain and sectioned maps, each source once', () => {
    const plain = {
      sources: ['turbopack:///[project]/lib/a.ts', 'turbopack:///[project]/lib/a.ts'],
    };
    expect(mapSources(plain)).toEqual(['lib/a.ts']);
    const sectioned = {
      sections: [
        { offset: { line: 0, column: 0 }, map: { sources: ['turbopack:///[project]/lib/a.ts'] } },
        {
          offset: { line: 9, column: 0 },
          map: { sources: ['turbopack:///[project]/node_modules/ky/distribution/index.js'] },
        },
      ],
    };
    expect(mapSources(sectioned)).toEqual(['lib/a.ts', 'node_modules/ky/distribution/index.js']);
  });

  it('knows a module renamed by a transform as itself', () => {
    expect(isModule('messages/parts/start/en.json.js', 'messages/parts/start/en.json')).toBe(true);
    expect(isModule('lib/a.module.css [app-client] (css module)', 'lib/a.module.css')).toBe(true);
    expect(isModule('lib/ab.ts', 'lib/a.ts')).toBe(false);
    expect(isModule('lib/a.tsx', 'lib/a.ts')).toBe(false);
  });

  it('tells the app’s chunks from those of libraries alone', () => {
    expect(
      chunkOwner(['features/staking/StakingScreen.tsx', 'node_modules/big.js/big.mjs']),
    ).toEqual({ app: true, label: 'features/staking' });
    expect(chunkOwner(['messages/parts/screens/ru.json'])).toEqual({
      app: true,
      label: 'messages/parts/screens/ru',
    });
    expect(
      chunkOwner(['node_modules/wagmi/dist/a.js', 'node_modules/@wagmi/core/dist/b.js']),
    ).toEqual({ app: false, label: 'wagmi, @wagmi/core' });
  });

  it('sets the maps aside out of the export, and indexes the sources of each chunk', () => {
    const root = mkdtempSync(join(tmpdir(), 'chunk-sources-'));
    const chunks = join(root, 'out', '_next', 'static', 'chunks');
    mkdirSync(chunks, { recursive: true });
    // A chunk's map is found by its link, whatever the two are called.
    writeFileSync(join(chunks, 'a.js'), 'a()\n//# sourceMappingURL=x1.js.map');
    writeFileSync(
      join(chunks, 'x1.js.map'),
      JSON.stringify({
        version: 3,
        sources: ['turbopack:///[project]/features/home/MemberCards.tsx'],
      }),
    );
    writeFileSync(join(chunks, 'b.js'), 'b()\n//# sourceMappingURL=b.js.map\n');
    writeFileSync(join(chunks, 'polyfill.js'), 'p()');
    writeFileSync(
      join(chunks, 'b.js.map'),
      JSON.stringify({ version: 3, sources: ['turbopack:///[project]/node_modules/wagmi/x.js'] }),
    );
    const maps = join(root, 'maps');
    expect(setAsideMaps(join(root, 'out'), maps)).toBe(2);
    expect(readdirSync(chunks).sort()).toEqual(['a.js', 'b.js', 'polyfill.js']);
    const sources = chunkSources(maps);
    expect(sources.get('_next/static/chunks/a.js')).toEqual(['features/home/MemberCards.tsx']);
    expect(sources.get('_next/static/chunks/b.js')).toEqual(['node_modules/wagmi/x.js']);
    expect(() => chunkSources(join(root, 'none'))).toThrow('no chunk maps');
    expect(sources.get('_next/static/chunks/polyfill.js')).toEqual([]);
    expect(readFileSync(join(chunks, 'a.js'), 'utf8')).toBe('a()\n');
    expect(existsSync(join(maps, 'x1.js.map'))).toBe(true);
  });
});
