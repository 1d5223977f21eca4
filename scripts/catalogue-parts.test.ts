// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import {
  earlyScreenWords,
  START_ERRORS,
  START_NAMESPACES,
  splitCatalogue,
  staleParts,
  writeParts,
} from './catalogue-parts.mjs';

describe('a catalogue in two parts', () => {
  it('puts every word in exactly one part, the start’s own in the start', () => {
    const { start, screens } = splitCatalogue(en);
    expect(Object.keys(start)).toEqual(
      Object.keys(en).filter((ns) => START_NAMESPACES.includes(ns)),
    );
    expect(Object.keys(start).filter((ns) => ns in screens)).toEqual(['errors']);
    expect({ ...start, ...screens, errors: { ...start.errors, ...screens.errors } }).toEqual(en);
  });

  it('keeps of the errors only those a guest and Home meet in the start', () => {
    const { start, screens } = splitCatalogue(en);
    const early = Object.keys(start.errors ?? {});
    const late = Object.keys(screens.errors ?? {});
    expect(early.sort()).toEqual([...START_ERRORS].sort());
    expect(late).toContain('insufficientBalance');
    expect(late.some((key) => early.includes(key))).toBe(false);
  });

  describe('written beside the catalogues', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'rwat-parts-'));
      writeFileSync(join(dir, 'en.json'), JSON.stringify({ app: { a: 'A' }, staking: { b: 'B' } }));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('are written once, then current; an edited catalogue makes them stale', () => {
      expect(staleParts(dir).sort()).toEqual(['parts/screens/en.json', 'parts/start/en.json']);
      expect(writeParts(dir)).toHaveLength(2);
      expect(JSON.parse(readFileSync(join(dir, 'parts/start/en.json'), 'utf8'))).toEqual({
        app: { a: 'A' },
      });
      expect(staleParts(dir)).toEqual([]);
      writeFileSync(
        join(dir, 'en.json'),
        JSON.stringify({ app: { a: 'A!' }, staking: { b: 'B' } }),
      );
      expect(staleParts(dir)).toEqual(['parts/start/en.json']);
    });
  });
});

describe('the words code names before the screens’ part is in', () => {
  const files: Record<string, string> = {
    'app/page.tsx': `import { Home } from '@/features/home/Home';
      const screens = { staking: () => withScreenWords(import('@/features/staking/Staking')) };
      const dialog = () => import('@/features/home/Dialog');`,
    'features/home/Home.tsx': `export const Home = () => t('home.title');`,
    'features/home/Dialog.tsx': `export const Dialog = () => t(\`staking.\${kind}\`);`,
    'features/staking/Staking.tsx': `export default () => t('staking.title');`,
  };
  const read = (file: string) => files[file] ?? '';
  const exists = (file: string) => file in files;

  it('are found through static and plain lazy imports, not through withScreenWords', () => {
    expect(earlyScreenWords(['app/page.tsx'], read, exists, ['home', 'staking'])).toEqual([
      'features/home/Dialog.tsx: staking.…',
    ]);
  });

  it('are none in the app as it is', () => {
    const exists = (file: string) => {
      try {
        readFileSync(file);
        return true;
      } catch {
        return false;
      }
    };
    const found = earlyScreenWords(
      ['app/page.tsx', 'app/layout.tsx', 'app/global-error.tsx'],
      (file) => readFileSync(file, 'utf8'),
      exists,
      Object.keys(en),
    );
    expect(found).toEqual([]);
  });
});
