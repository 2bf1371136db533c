import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { posix } from 'node:path'
import { describe, expect, it } from 'vitest'

// The kernel's source files, as git knows them (new files included), tests left out.
function kernelSources(): Record<string, string> {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'kernel'], { encoding: 'utf8' })
  const files = listed.split('\n').filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && existsSync(file))
  return Object.fromEntries(files.map((file) => [file, readFileSync(file, 'utf8')]))
}

// What a module imports at run time: static imports that are not `import type`, and dynamic ones.
const runtimeImports = (source: string) => [
  ...[...source.matchAll(/^import\s+(?!type\b)[^'"]*?from\s+'([^']+)'/gm)].map((match) => match[1]!),
  ...[...source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((match) => match[1]!),
]

describe('kernel rules', () => {
  it('rule size: the kernel is 1,500 non-test lines at most', () => {
    const lines = Object.values(kernelSources()).reduce((sum, source) => sum + source.split('\n').length - (source.endsWith('\n') ? 1 : 0), 0)
    expect(lines).toBeGreaterThan(500)
    expect(lines).toBeLessThanOrEqual(1500)
  })

  it('rule framework-free: the kernel imports no React, no service, no ui, plugin or adapter at run time', () => {
    const banned = /^(react|react-dom|services|ui|plugins|adapters)(\/|$)/
    const found = Object.entries(kernelSources()).flatMap(([file, source]) =>
      runtimeImports(source)
        .filter((specifier) => banned.test(specifier.startsWith('.') ? posix.join(posix.dirname(file), specifier) : specifier))
        .map((specifier) => ({ file, specifier })),
    )
    expect(found).toEqual([])
  })

  it('error: a run-time import of a service is found, a type import is not', () => {
    const source = "import type { X } from '../../services/a.js'\nimport { y } from '../../services/b.js'\nconst z = () => import('../../services/c.js')"
    expect(runtimeImports(source)).toEqual(['../../services/b.js', '../../services/c.js'])
  })
})
