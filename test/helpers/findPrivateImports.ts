import { posix } from 'node:path'

/** One import that reaches past the public entries. */
export interface PrivateImport {
  file: string
  specifier: string
}

/** The entries a plugin or adapter may import Airlock through (its tests may also use `airlock`, as a host does). */
export const publicEntries = ['airlock/kit', 'airlock/react', 'airlock/react/kit']

// Every way a module names another: static and type imports, re-exports, dynamic imports,
// module augmentation, and a test's module mocks.
const specifiers = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bdeclare\s+module\s+|\bvi\.(?:mock|doMock)\s*\(\s*|\brequire\s*\(\s*)(['"])([^'"\n]+)\1/g
// Block comments, and line comments that do not follow a colon (URLs in strings keep theirs).
const comments = /\/\*[\s\S]*?\*\/|(^|[^:\\])\/\/.*$/gm

/** The folder a file of plugins/ or adapters/ belongs to: `plugins/send`, or `plugins` for the list itself. */
function unitOf(file: string): string {
  const [top, name, ...rest] = file.split('/')
  return rest.length ? `${top}/${name}` : top!
}

function allowed(file: string, specifier: string): boolean {
  if (publicEntries.includes(specifier)) return true
  if (specifier === 'airlock') return /\.test\.tsx?$/.test(file)
  if (!specifier.startsWith('.') && !specifier.startsWith('/')) return !specifier.startsWith('airlock/')
  const target = posix.normalize(posix.join(posix.dirname(file), specifier))
  const unit = unitOf(file)
  // The gathering list (plugins/index.ts, adapters/index.ts) reads each folder's manifest only.
  if (unit === 'plugins' || unit === 'adapters') return /^(plugins|adapters)\/[^/]+\/manifest\.js$/.test(target)
  if (target.startsWith(`${unit}/`)) return true
  // Tests may also use the repository's test doubles, wallets and local chains.
  return /\.test\.tsx?$/.test(file) && (target.startsWith('test/') || target.startsWith('server/') || target.startsWith('local/'))
}

/**
 * The imports of `files` (repository-relative path → source) that break the rule of
 * ARCHITECTURE.md: a plugin or an adapter imports only the public entries, npm packages and
 * files of its own folder (its tests may also use test/, server/ and local/).
 */
export function findPrivateImports(files: Record<string, string>): PrivateImport[] {
  const found: PrivateImport[] = []
  for (const [file, source] of Object.entries(files)) {
    const code = source.replace(comments, '$1')
    for (const match of code.matchAll(specifiers)) {
      const specifier = match[2]!
      if (!allowed(file, specifier)) found.push({ file, specifier })
    }
  }
  return found
}
