import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IViolation } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';

const houseRules = createRequire(import.meta.url)('../.dependency-cruiser.cjs');
const roots: string[] = [];

/** The house's rules over a tiny repository: file → source. Returns "rule: from → to" lines. */
async function violations(repo: Record<string, string>): Promise<string[]> {
  const root = mkdtempSync(path.join(tmpdir(), 'layers-'));
  roots.push(root);
  const files = {
    'tsconfig.json': JSON.stringify({
      compilerOptions: { baseUrl: '.', paths: { '@/*': ['./*'] } },
    }),
    ...repo,
  };
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const result = await cruise(
      Object.keys(repo).map((file) => file.split('/')[0] as string),
      { ...houseRules.options, ruleSet: { forbidden: houseRules.forbidden }, validate: true },
    );
    if (typeof result.output === 'string') throw new Error(result.output);
    return result.output.summary.violations.map(
      (v: IViolation) =>
        `${v.rule.name}: ${v.from} → ${v.cycle?.map((c) => c.name).join(' → ') ?? v.to}`,
    );
  } finally {
    process.chdir(cwd);
  }
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('the house’s import rules', () => {
  it('accept imports that point down a floor: app → features → components → lib', async () => {
    expect(
      await violations({
        'lib/api/client.ts': `import { x } from '@/lib/session/store';\nexport const c = x;`,
        'lib/session/store.ts': 'export const x = 1;',
        'components/ui/Button.tsx': `import { y } from '@/lib/numbers/format';\nexport const B = y;`,
        'lib/numbers/format.ts': 'export const y = 1;',
        'features/home/Home.tsx': `import { B } from '@/components/ui/Button';\nimport { c } from '@/lib/api/client';\nexport const H = [B, c];`,
        'app/shell/registry.ts': `export const s = () => import('@/features/home/Home');`,
      }),
    ).toEqual([]);
  });

  it('refuse an import from a lower floor to a higher one', async () => {
    const found = await violations({
      'lib/api/client.ts': `import { h } from '@/features/home/api';\nexport const c = h;`,
      'features/home/api.ts': `import { s } from '@/app/shell/Header';\nexport const h = s;`,
      'app/shell/Header.tsx': 'export const s = 1;',
      'components/ui/Row.tsx': `import { h } from '@/features/home/api';\nexport const r = h;`,
      'components/ui/ErrorState.tsx': `import { c } from '@/lib/api/client';\nexport const e = c;`,
    });
    expect(found).toEqual(
      expect.arrayContaining([
        'lib-is-infrastructure: lib/api/client.ts → features/home/api.ts',
        'features-below-the-shell: features/home/api.ts → app/shell/Header.tsx',
        'components-are-primitives: components/ui/Row.tsx → features/home/api.ts',
        'primitives-know-no-server: components/ui/ErrorState.tsx → lib/api/client.ts',
      ]),
    );
  });

  it('refuse a circle between files, even through a lazy import within one folder', async () => {
    const found = await violations({
      'features/session/start.ts': `export const run = () => import('./runtime');`,
      'features/session/runtime.ts': `import { run } from './lifecycle';\nexport const r = run;`,
      'features/session/lifecycle.ts': `import { run } from './start';\nexport { run };`,
    });
    expect(found.filter((line) => line.startsWith('no-circular'))).not.toEqual([]);
  });

  it('refuse lib navigating, and e2e importing app code other than the contract', async () => {
    const found = await violations({
      'lib/api/session-end.ts': `import { replace } from '@/lib/router/navigation';\nexport const e = replace;`,
      'lib/router/navigation.ts': 'export const replace = 1;',
      'lib/contract/contract.ts': 'export const c = 1;',
      'e2e/specs/a.spec.ts': `import { c } from '@/lib/contract/contract';\nimport { replace } from '@/lib/router/navigation';\nexport const a = [c, replace];`,
    });
    expect(found.sort()).toEqual([
      'e2e-reads-only-the-contract: e2e/specs/a.spec.ts → lib/router/navigation.ts',
      'only-screens-navigate: lib/api/session-end.ts → lib/router/navigation.ts',
    ]);
  });

  it('refuse a second wallet path: only lib/chain/wallet.ts talks to the wallet', async () => {
    const found = await violations({
      'features/assets/Deposit.tsx': `import { writeContract } from 'wagmi/actions';\nimport { approveMax } from '@/lib/chain/contract-writes';\nimport { checkNetwork } from '@/lib/chain/network-check';\nexport const d = [writeContract, approveMax, checkNetwork];`,
      'features/session/Picker.tsx': `import { createStore } from 'mipd';\nimport { connectWallet } from '@/lib/chain/wallet';\nexport const p = [createStore, connectWallet];`,
      'lib/chain/wallet.ts': `import { checkNetwork } from './network-check';\nexport const connectWallet = () => import('./contract-writes').then(() => checkNetwork);`,
      'lib/chain/contract-writes.ts': `import { writeContract } from 'wagmi/actions';\nexport const approveMax = writeContract;`,
      'lib/chain/network-check.ts': 'export const checkNetwork = 1;',
    });
    expect(found.filter((line) => line.startsWith('one-wallet-path')).sort()).toEqual([
      'one-wallet-path: features/assets/Deposit.tsx → lib/chain/contract-writes.ts',
      'one-wallet-path: features/assets/Deposit.tsx → lib/chain/network-check.ts',
      'one-wallet-path: features/assets/Deposit.tsx → wagmi/actions',
      'one-wallet-path: features/session/Picker.tsx → mipd',
    ]);
  });
});
