// The ladder of ARCHITECTURE.md in code: which folder may import which, and which cycles are
// refused. dependency-cruiser reads it; `npm run deps` prints what it finds and
// test/integration/dependencyRules.test.ts holds the tree (and this file) to it in `npm test`.
// Every kind of import counts: static, dynamic (`import()`), type-only and re-exports.
import { fileURLToPath } from 'node:url'

const source = (path) => fileURLToPath(new URL(path, import.meta.url))

/** The library's rungs, lowest first: each imports only the rungs below it. */
export const ladder = [
  ['errors'], // AirlockError, the root of the one error tree
  ['chains'], // CAIP helpers and networks
  ['kernel'], // the contracts: context, registries, plugin, adapter and connector definitions
  ['services'], // what plugins and adapters share; implements the kernel's contracts
  ['kit'], // `airlock/kit`: the public contracts entry plugins and adapters import
  ['ui'], // `airlock/react`, `airlock/react/kit`: the React kit
  ['plugins', 'adapters'], // the features, chain adapters and connectors (never each other)
  ['airlock', 'integrations'], // `airlock`: createAirlock with the built-in lists; `airlock/wagmi` …
]

/** What each folder may import besides itself and npm packages. */
export const allowedImports = {
  ...Object.fromEntries(ladder.flatMap((rung, index) => rung.map((folder) => [folder, ladder.slice(0, index).flat()]))),
  // Integrations reach the instance through `airlock/kit` only: no feature, no React.
  integrations: ['errors', 'chains', 'kernel', 'services', 'kit'],
  // What an operator deploys: the API, the wallet frame and what they share. It uses the
  // library's pure modules (errors, CAIP, the frame protocol, a feature's rules) and the
  // catalog compiler (scripts/), never the local stand-ins.
  server: ['errors', 'chains', 'kernel', 'services', 'plugins', 'adapters', 'scripts'],
  // The local stack's stand-ins for the outside world (chains, bundler, mail, identity
  // provider, relay, demo clients): above everything they stand beside.
  local: ['errors', 'chains', 'kernel', 'services', 'plugins', 'adapters', 'server', 'scripts'],
}

/** The folders the rules know; demo/, test/ and scripts/ are hosts and tools, free to import any. */
const folders = [...Object.keys(allowedImports), 'demo', 'test', 'scripts']

/** Test code (tests, test helpers, `testing/` folders) may reach anything, as a host does. */
export const testCode = '(^test/|[.]test[.]tsx?$|/testing/)'

/** The longest cycle of static run-time imports allowed inside one folder (files). */
export const maxCycleInFolder = 3

const ladderRules = Object.entries(allowedImports).map(([folder, allowed]) => ({
  name: `ladder-${folder}`,
  comment: `${folder}/ imports only ${allowed.length ? allowed.join(', ') : 'npm packages'} (ARCHITECTURE.md, "The ladder")`,
  severity: 'error',
  from: { path: `^${folder}/`, pathNot: testCode },
  to: { path: `^(${folders.filter((other) => other !== folder && !allowed.includes(other)).join('|')})/` },
}))

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...ladderRules,
    {
      name: 'plugins-and-adapters-apart',
      comment: 'a plugin and an adapter never import each other: they meet through the kernel\'s registries and apis',
      severity: 'error',
      from: { path: '^((?:plugins|adapters)/[^/]+)/', pathNot: testCode },
      to: { path: '^(plugins|adapters)/[^/]+/', pathNot: '^$1/' },
    },
    {
      name: 'no-cycle-across-folders',
      comment: 'an import cycle that leaves its top-level folder: the folders would depend on each other',
      severity: 'error',
      from: { path: '^([^/]+)/' },
      to: { circular: true, via: { pathNot: '^$1/' } },
    },
    {
      name: 'cycle-in-folder',
      comment: `a cycle of static run-time imports inside one folder; more than ${maxCycleInFolder} files fail (scripts/checkDependencies.mjs)`,
      severity: 'info',
      from: { path: '^([^/]+)/' },
      to: { circular: true, viaOnly: { path: '^$1/', dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
  ],
  options: {
    parser: 'swc',
    // Type-only imports are dependencies too: a type that crosses the ladder couples as much.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|[.]cache|[.]size)/' },
    moduleSystems: ['es6', 'cjs'],
    enhancedResolveOptions: {
      // Sources import siblings as `./file.js` for `file.ts`, and Airlock by its public entries.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: {
        airlock$: source('./airlock/index.ts'),
        'airlock/kit$': source('./kit/index.ts'),
        'airlock/react$': source('./ui/index.ts'),
        'airlock/react/kit$': source('./ui/kit/index.ts'),
        'airlock/wagmi$': source('./integrations/wagmi/index.ts'),
        'airlock/viem$': source('./integrations/viem/index.ts'),
        'airlock/solana$': source('./integrations/solana/index.ts'),
        'airlock/server$': source('./integrations/server/index.ts'),
      },
      conditionNames: ['import', 'types', 'default'],
    },
  },
}
