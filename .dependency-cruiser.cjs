// The house's import rules (README "Layout"). The floors, top to bottom: app (with its shell)
// → features → components → lib. An import points down a floor or stays on its own; no file
// imports itself back through others. `npm run check:layers` (part of `npm test`) fails on any
// rule below.

/** Files that are not the app: tests may reach across (a property test runs every locale). */
const tests = '\\.(test|spec|story)\\.(ts|tsx|mts)$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'a file never imports itself back through others: the code reads top to bottom',
      from: { pathNot: tests },
      to: { circular: true },
    },
    {
      name: 'lib-is-infrastructure',
      severity: 'error',
      comment: 'lib is the lowest floor: it never imports components, features or app',
      from: { path: '^lib/' },
      to: { path: '^(components|features|app)/' },
    },
    {
      name: 'components-are-primitives',
      severity: 'error',
      comment: 'components are primitives: they never import features or the app and its shell',
      from: { path: '^components/' },
      to: { path: '^(features|app)/' },
    },
    {
      name: 'primitives-know-no-server',
      severity: 'error',
      comment: 'ui primitives know nothing of the API or the session',
      from: { path: '^components/' },
      to: { path: '^lib/(api|session)/' },
    },
    {
      name: 'features-below-the-shell',
      severity: 'error',
      comment: 'features compose lib and components, never the app and its shell around them',
      from: { path: '^features/' },
      to: { path: '^app/' },
    },
    {
      name: 'one-wallet-path',
      severity: 'error',
      comment:
        'the wallet is lib/chain/wallet.ts’s alone, on wagmi: nothing outside lib/chain talks to it another way (wagmi and its connectors, the wallet discovery, the network switch, the chain’s reads and writes)',
      from: { path: '^(app|components|features|lib/(?!chain/))', pathNot: tests },
      to: {
        path: '^lib/chain/(chain-reads|contract-writes|wagmi-config|network-check|[^/]*connector[^/]*)\\.ts$|(^|/)node_modules/(wagmi|@wagmi/[^/]+|mipd|@walletconnect/[^/]+)/|^(wagmi|mipd|@walletconnect/)',
      },
    },
    {
      name: 'only-screens-navigate',
      severity: 'error',
      comment: 'only the shell and features navigate',
      from: { path: '^lib/(api|chain|session|errors|numbers|feedback)/' },
      to: { path: '^lib/router/' },
    },
    {
      name: 'e2e-reads-only-the-contract',
      severity: 'error',
      comment:
        'e2e imports nothing from the app but the shared contract and the route table (the layout audit walks every route)',
      from: { path: '^e2e/' },
      to: { path: '^(app|components|features)/|^lib/(?!contract/|routes\\.ts$)' },
    },
    {
      name: 'build-reads-no-e2e',
      severity: 'error',
      comment: 'the production build reads only its environment, never the test stack',
      from: { path: '^(next\\.config\\.mjs|scripts/)' },
      to: { path: '^e2e/' },
    },
  ],
  options: {
    // Packages are not followed, but stay in the graph so that a rule can name one.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(out|\\.next|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.json', '.css'],
    },
  },
};
