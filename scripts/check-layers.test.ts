import { describe, expect, it } from 'vitest';
import { checkLayers, folderCycles, importsOf } from './check-layers.mjs';

/** A tiny repository in memory: file → source. */
function check(repo: Record<string, string>): string[] {
  const files = Object.keys(repo).filter((f) => f !== 'next.config.mjs');
  const all = { 'next.config.mjs': 'export default {};', ...repo };
  return checkLayers(
    files,
    (f) => all[f as keyof typeof all] ?? '',
    (f) => f in all,
  );
}

describe('layer rules', () => {
  it('reads static, re-exported and dynamic imports', () => {
    const source = `import a from '@/lib/a';\nexport { b } from './b';\nconst c = () => import('@/features/c/C');`;
    expect(importsOf(source)).toEqual(['@/lib/a', './b', '@/features/c/C']);
  });

  it('accepts features importing lib and ui, and the shell importing features', () => {
    expect(
      check({
        'lib/api/client.ts': `import { x } from '@/lib/session/store';`,
        'lib/session/store.ts': '',
        'components/ui/Button.tsx': '',
        'features/home/Home.tsx': `import { Button } from '@/components/ui/Button';\nimport { c } from '@/lib/api/client';`,
        'components/shell/Registry.ts': `const s = () => import('@/features/home/Home');`,
      }),
    ).toEqual([]);
  });

  it('refuses lib importing a feature, ui importing the API, and a feature importing the shell', () => {
    const problems = check({
      'lib/api/client.ts': `import { h } from '@/features/home/api';`,
      'features/home/api.ts': `import { s } from '@/components/shell/Header';`,
      'components/shell/Header.tsx': '',
      'components/ui/ErrorState.tsx': `import { isApiError } from '@/lib/api/client';`,
    });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/lib\/api\/client\.ts imports features\/home\/api\.ts/);
    expect(problems.join('\n')).toMatch(
      /components\/ui\/ErrorState\.tsx imports lib\/api\/client\.ts/,
    );
    expect(problems.join('\n')).toMatch(/features\/home\/api\.ts imports components\/shell/);
  });

  it('refuses lib navigating and e2e importing app code other than the contract', () => {
    const problems = check({
      'lib/api/session-end.ts': `import { replace } from '@/lib/router/navigation';`,
      'lib/router/navigation.ts': '',
      'lib/contract/contract.ts': '',
      'e2e/specs/a.spec.ts': `import { c } from '@/lib/contract/contract';\nimport { r } from '@/lib/router/navigation';`,
    });
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toMatch(/only the shell and features navigate/);
    expect(problems.join('\n')).toMatch(/e2e\/specs\/a\.spec\.ts imports lib\/router/);
  });

  it('finds folder cycles, but not through tests', () => {
    expect(
      folderCycles(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set(['a'])],
        ]),
      ),
    ).toEqual([['a', 'b', 'a']]);
    const problems = check({
      'features/team/Card.tsx': `import s from '@/features/home/home.module.css';`,
      'features/home/home.module.css': '',
      'features/home/Home.tsx': `import { Card } from '@/features/team/Card';`,
      'lib/numbers/format.test.ts': `import { l } from '@/lib/i18n/locales';`,
      'lib/i18n/locales.ts': `import { f } from '@/lib/numbers/format';`,
      'lib/numbers/format.ts': '',
    });
    expect(problems).toEqual(['folder cycle: features/team → features/home → features/team']);
  });

  it('refuses a build configuration that reads the test stack', () => {
    const problems = checkLayers(
      [],
      () => `readFileSync('./e2e/stack/stack.config.json')`,
      () => false,
    );
    expect(problems).toEqual(['next.config.mjs reads e2e/: the production build must not']);
  });
});
