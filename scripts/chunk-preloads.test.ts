// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loaderLists, partFiles } from './chunk-preloads.mjs';

// As the bundler writes its loaders for `import()`: the chunks, then the module.
const CODE = [
  '48935,s=>{s.v(t=>Promise.all(["static/chunks/lifecycle.js","static/chunks/wagmi.js"].map(t=>s.l(t))).then(()=>t(61942)))}',
  '55106,s=>{s.v(t=>Promise.all(["static/chunks/logout.js","static/chunks/wagmi.js"].map(t=>s.l(t))).then(()=>t(36583)))}',
  '51379,s=>{s.v(t=>Promise.all(["static/chunks/chip.css","static/chunks/chip.js"].map(t=>s.l(t))).then(()=>t(56621)))}',
  '61000,s=>{s.v(t=>Promise.all(["static/chunks/cards.js"].map(t=>s.l(t))).then(()=>t(1)))}',
  '62000,s=>{s.v(t=>Promise.all(["static/chunks/words-fa.js"].map(t=>s.l(t))).then(()=>t(2)))}',
  '63000,s=>{s.v(t=>Promise.all(["static/chunks/staking.js"].map(t=>s.l(t))).then(()=>t(3)))}',
  // Not a loader's list: strings of another kind.
  'Promise.all(["a","b"].map(f))',
].join(',');
// As a chunk holds them: entries of the array the chunk registers.
const CHUNK = `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([document.currentScript,${CODE}]);`;

const SOURCES = new Map([
  [
    '_next/static/chunks/lifecycle.js',
    ['features/session/lifecycle.ts', 'lib/session/tab-share.ts'],
  ],
  ['_next/static/chunks/logout.js', ['features/session/logout.ts']],
  ['_next/static/chunks/wagmi.js', ['node_modules/@wagmi/core/dist/esm/index.js']],
  ['_next/static/chunks/chip.js', ['features/session/AccountChip.tsx']],
  ['_next/static/chunks/cards.js', ['features/home/BalancesCard.tsx']],
  ['_next/static/chunks/words-fa.js', ['messages/parts/start/fa.json.js']],
  ['_next/static/chunks/staking.js', ['features/staking/StakingScreen.tsx']],
]);

describe('the files the first script preloads', () => {
  it('are the lists the bundler’s loaders name, and nothing else', () => {
    expect(loaderLists(CHUNK)).toEqual([
      ['_next/static/chunks/lifecycle.js', '_next/static/chunks/wagmi.js'],
      ['_next/static/chunks/logout.js', '_next/static/chunks/wagmi.js'],
      ['_next/static/chunks/chip.css', '_next/static/chunks/chip.js'],
      ['_next/static/chunks/cards.js'],
      ['_next/static/chunks/words-fa.js'],
      ['_next/static/chunks/staking.js'],
    ]);
  });

  it('are, for each part, exactly the scripts of the imports that bring its module', () => {
    expect(partFiles(loaderLists(CHUNK), SOURCES)).toEqual({
      session: [
        './_next/static/chunks/lifecycle.js',
        './_next/static/chunks/logout.js',
        './_next/static/chunks/wagmi.js',
      ],
      // The stylesheet loads as it does; only scripts are preloaded.
      sessionUi: ['./_next/static/chunks/chip.js'],
      memberCards: ['./_next/static/chunks/cards.js'],
      fa: ['./_next/static/chunks/words-fa.js'],
    });
  });

  it('stops the build when a part’s module is no longer brought by any import', () => {
    const withoutCards = new Map(SOURCES);
    withoutCards.delete('_next/static/chunks/cards.js');
    expect(() => partFiles(loaderLists(CHUNK), withoutCards)).toThrow(/memberCards/);
  });
});
