import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import type { WalletOptions } from './provider';

export type {
  Flavour,
  RequestLogEntry,
  TestGlobals,
  TestWalletControls,
  WalletOptions,
  WalletState,
} from './provider';
export { ACCOUNTS } from './provider';

const MODULE_NAME = '__testWalletModule';

let compiled: string | undefined;

/** The provider module and what it imports as one browser script, built once per process. */
function compiledProvider(): string {
  if (compiled === undefined) {
    const result = buildSync({
      entryPoints: [fileURLToPath(new URL('./provider.ts', import.meta.url))],
      bundle: true,
      write: false,
      platform: 'browser',
      format: 'iife',
      globalName: MODULE_NAME,
      // Old phone web views open the demo too, so stay below the newest syntax; signing needs
      // BigInt, which came in ES2020.
      target: 'es2020',
      minify: true,
      legalComments: 'none',
    });
    compiled = result.outputFiles[0]?.text ?? '';
  }
  return compiled;
}

/** JSON that stays inert inside an inline `<script>` element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A self-contained script (an IIFE, no imports, no globals besides the ones the wallet defines)
 * that installs the test wallet with `options` baked in. Use it as the body of an inline
 * `<script>` or as `page.addInitScript({ content })`.
 */
export function walletScript(options: WalletOptions = {}): string {
  const install = `${MODULE_NAME}.installTestWallet(${scriptSafeJson(options)});`;
  const script = `(function () {\n${compiledProvider()}\n${install}\n})();\n`;
  if (/<\/script/i.test(script))
    throw new Error('wallet script would end its <script> element early');
  return script;
}
