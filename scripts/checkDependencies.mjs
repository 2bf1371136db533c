// Holds the import graph to the ladder of .dependency-cruiser.mjs (ARCHITECTURE.md, "The
// ladder"): `npm run deps` prints every broken rule, each cycle with its path, and the graph's
// cycles (strongly connected files) counted over every kind of import.
//
// dependency-cruiser is driven through its API with its swc parser: TypeScript 7, the
// project's compiler, has no JavaScript compiler API for its tsc parser, and the swc parser
// sees type-only imports too (tsPreCompilationDeps). Its command line refuses Node 20, which
// the project still supports; the API runs there (the whole graph in about 5 s).
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { cruise } from 'dependency-cruiser'
import rules, { maxCycleInFolder } from '../.dependency-cruiser.mjs'

const root = resolve(fileURLToPath(import.meta.url), '../..')

/** The folders cruised: the library, what an operator deploys and the local stack. */
export const checkedFolders = ['errors', 'chains', 'kernel', 'services', 'kit', 'ui', 'plugins', 'adapters', 'airlock', 'integrations', 'server', 'local']

/**
 * Cruises `folders` under `baseDir` with `ruleSet` and returns what breaks it: the rules'
 * errors, and each cycle inside one folder longer than `maxCycleInFolder` files, with the
 * cycle's path; plus the graph's cycles over every kind of import, largest first.
 */
export async function checkDependencies({ baseDir = root, folders = checkedFolders, ruleSet = rules, maxInFolder = maxCycleInFolder } = {}) {
  const options = {
    ...ruleSet.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: ruleSet.forbidden },
    // Tests may reach anything (as a host does); leaving them out keeps them out of the graph.
    exclude: { path: [ruleSet.options.exclude.path, '[.]test[.]tsx?$', '^test/'] },
  }
  const { output } = await cruise(folders, options)
  const broken = output.summary.violations.filter(
    (violation) => violation.rule.severity === 'error' || (violation.rule.name === 'cycle-in-folder' && violation.cycle.length > maxInFolder),
  )
  // One report per cycle: every file of a cycle reports it, from where it stands.
  const seen = new Set()
  const violations = broken.filter((violation) => {
    const key = violation.cycle ? `${violation.rule.name} ${[...violation.cycle.map(({ name }) => name)].sort().join(' ')}` : `${violation.rule.name} ${violation.from} ${violation.to}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  return { violations, cycles: stronglyConnected(output.modules), modules: output.modules.length }
}

/** A violation as a line to read: the rule, the import, and a cycle's whole path. */
export function describeViolation(violation) {
  const path = violation.cycle ? ` (cycle: ${[violation.from, ...violation.cycle.map(({ name }) => name)].join(' → ')})` : ''
  return `${violation.rule.name}: ${violation.from} → ${violation.to}${path}`
}

// Tarjan's strongly connected components over the project's files: each component of more
// than one file is a knot of files that all reach each other.
function stronglyConnected(modules) {
  const graph = new Map(modules.filter(isProjectFile).map((module) => [module.source, module.dependencies.filter((dependency) => isProjectFile({ source: dependency.resolved, ...dependency })).map((dependency) => dependency.resolved)]))
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const components = []
  let next = 0
  const visit = (file) => {
    index.set(file, next)
    low.set(file, next++)
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file), low.get(target)))
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)))
    }
    if (low.get(file) !== index.get(file)) return
    const component = []
    let member
    do {
      member = stack.pop()
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    if (component.length > 1) components.push(component.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return components.sort((a, b) => b.length - a.length)
}

function isProjectFile(module) {
  return !module.coreModule && !module.couldNotResolve && !module.source.includes('node_modules')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { violations, cycles, modules } = await checkDependencies()
  console.log(`${modules} modules; ${cycles.length} cycles over every kind of import${cycles.length ? `, the largest ${cycles[0].length} files` : ''}:`)
  for (const cycle of cycles) console.log(`  ${cycle.length} files: ${cycle.join(', ')}`)
  for (const violation of violations) console.error(describeViolation(violation))
  console.log(violations.length ? `${violations.length} broken rules` : 'The imports follow the ladder.')
  process.exitCode = violations.length ? 1 : 0
}
