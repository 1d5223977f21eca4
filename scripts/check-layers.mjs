// The house rules of the layout (see README "Layout"): which folder may import which, and no
// import cycles between folders. Run from the repository root by `npm test`; prints every
// broken rule and fails.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = process.cwd();

/** [importer pattern, forbidden target pattern, why]. Paths are repo-relative, `/`-separated. */
export const rules = [
  [
    /^lib\//,
    /^(features|components|app)\//,
    'lib is infrastructure: it never imports features, components or app',
  ],
  [
    /^components\/ui\//,
    /^(lib\/api|lib\/session|features|components\/shell|app)\//,
    'ui primitives know nothing of the API, the session or the features',
  ],
  [
    /^features\//,
    /^(components\/shell|app)\//,
    'features compose lib and ui, never the shell around them',
  ],
  [/^components\/shell\//, /^app\//, 'the shell never imports the app folder'],
  [
    /^lib\/(api|chain|session|errors|numbers|feedback)\//,
    /^lib\/router\//,
    'only the shell and features navigate',
  ],
  [
    /^e2e\//,
    // The route table is data too: the layout audit walks every route it lists.
    /^(app|components|features)\/|^lib\/(?!contract\/|routes\.ts$)/,
    'e2e imports nothing from the app but the shared contract and the route table',
  ],
];

const sourceExt = /\.(ts|tsx|mts|mjs)$/;
const importRe =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export function listSources(dir, out = []) {
  for (const name of readdirSync(path.join(root, dir))) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) listSources(rel, out);
    else if (sourceExt.test(name)) out.push(rel);
  }
  return out;
}

const candidates = ['', '.ts', '.tsx', '.mts', '.mjs', '/index.ts', '/index.tsx'];

/** The repo-relative file an import names, or null for packages. */
export function resolveImport(from, spec, exists) {
  let base;
  if (spec.startsWith('@/')) base = spec.slice(2);
  else if (spec.startsWith('.'))
    base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  else return null;
  for (const ext of candidates) if (exists(base + ext)) return base + ext;
  return base;
}

export function importsOf(source) {
  const specs = [];
  for (const match of source.matchAll(importRe)) specs.push(match[1] ?? match[2]);
  return specs;
}

/** The folder a file belongs to for the cycle check: features/<area>, lib/<part>, components/<part>. */
export function folderOf(file) {
  const parts = file.split('/');
  if (parts.length <= 2) return parts[0];
  return `${parts[0]}/${parts[1]}`;
}

/** Every cycle between folders, each as a list of folders. */
export function folderCycles(edges) {
  const cycles = [];
  const state = new Map();
  const stack = [];
  const visit = (node) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of edges.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

export function checkLayers(files, read, exists) {
  const problems = [];
  const edges = new Map();
  for (const file of files) {
    for (const spec of importsOf(read(file))) {
      const target = resolveImport(file, spec, exists);
      if (!target) continue;
      for (const [importer, forbidden, why] of rules) {
        if (importer.test(file) && forbidden.test(target))
          problems.push(`${file} imports ${target}: ${why}`);
      }
      const [a, b] = [folderOf(file), folderOf(target)];
      // Tests may reach across folders (a property test runs every locale); the graph is the app's.
      if (a !== b && !/^(e2e|scripts)\//.test(file) && !/\.test\.tsx?$/.test(file)) {
        if (!edges.has(a)) edges.set(a, new Set());
        edges.get(a).add(b);
      }
    }
  }
  for (const cycle of folderCycles(edges)) problems.push(`folder cycle: ${cycle.join(' → ')}`);
  // The production build reads only its environment.
  if (/e2e\//.test(read('next.config.mjs')))
    problems.push('next.config.mjs reads e2e/: the production build must not');
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = ['app', 'components', 'features', 'lib', 'e2e'].flatMap((dir) => listSources(dir));
  const exists = (rel) => {
    try {
      return statSync(path.join(root, rel)).isFile();
    } catch {
      return false;
    }
  };
  const problems = checkLayers(files, (rel) => readFileSync(path.join(root, rel), 'utf8'), exists);
  if (problems.length) {
    for (const problem of problems) console.error(problem);
    console.error(`\n${problems.length} layer rule(s) broken`);
    process.exit(1);
  }
  console.info(`Layers: ${files.length} files follow the import rules; no folder cycles`);
}
