import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The requests that reach a wallet, which only a connector may make (wagmi's or ours). */
const WALLET_REQUESTS =
  /['"`](eth_requestAccounts|eth_accounts|personal_sign|wallet_switchEthereumChain|wallet_addEthereumChain|wallet_revokePermissions|wallet_watchAsset)['"`]/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('one wallet path', () => {
  it('no app code outside a connector asks a wallet anything itself', () => {
    const asking = ['app', 'components', 'features', 'lib']
      .flatMap(sources)
      .filter((path) => !/connector[^/]*\.tsx?$/.test(path))
      .filter((path) => WALLET_REQUESTS.test(readFileSync(path, 'utf8')));
    expect(asking).toEqual([]);
  });
});
