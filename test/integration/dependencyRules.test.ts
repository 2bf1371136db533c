import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkDependencies, describeViolation } from '../../scripts/checkDependencies.mjs'

// A tree shaped like Airlock's, each file importing what `imports` names, for the rules to judge.
function plantTree(files: Record<string, string[]>): string {
  const base = mkdtempSync(join(tmpdir(), 'airlock-ladder-'))
  for (const [file, imports] of Object.entries(files)) {
    mkdirSync(dirname(join(base, file)), { recursive: true })
    const lines = imports.map((target, index) => `import { x as x${index} } from '${target}'`)
    writeFileSync(join(base, file), `${lines.join('\n')}\nexport const x = ${imports.map((_, index) => `x${index}`).join(' + ') || 0}\n`)
  }
  return base
}

const planted: string[] = []
afterAll(() => {
  for (const base of planted) rmSync(base, { recursive: true, force: true })
})

describe('dependency rules', () => {
  it('default: the imports follow the ladder: no arrow up, no cycle across folders, no long cycle inside one', async () => {
    const { violations, modules } = await checkDependencies()
    expect(modules).toBeGreaterThan(1000)
    expect(violations.map(describeViolation)).toEqual([])
  }, 120_000)

  it('error: a back-import, a cycle across folders, a long cycle in a folder and a local stand-in in server/ each fail, with the path', async () => {
    const base = plantTree({
      // The kernel and a service import each other: an arrow up, and a cycle across folders.
      'kernel/context.ts': ['../services/logger.js'],
      'services/logger.ts': ['../kernel/context.js'],
      // chains/ importing the kernel, as CaipError once did.
      'chains/caip.ts': ['../kernel/context.js'],
      // Four services importing each other in a ring; two in a pair are few enough.
      'services/ring/one.ts': ['./two.js'],
      'services/ring/two.ts': ['./three.js'],
      'services/ring/three.ts': ['./four.js'],
      'services/ring/four.ts': ['./one.js'],
      'services/pair/left.ts': ['./right.js'],
      'services/pair/right.ts': ['./left.js'],
      // A plugin importing another plugin's module, and the kit importing a plugin.
      'plugins/send/index.ts': ['../activity/list.js', '../../kit/index.js'],
      'plugins/activity/list.ts': [],
      'kit/index.ts': ['../plugins/activity/list.js'],
      // The deployable API reaching a local chain; its test helper may.
      'server/api/readEnv.ts': ['../../local/devnet/chain.js'],
      'server/api/testing/startChain.ts': ['../../../local/devnet/chain.js'],
      'local/devnet/chain.ts': ['../../server/api/readEnv.js'],
    })
    planted.push(base)
    const { violations, cycles } = await checkDependencies({ baseDir: base, folders: ['chains', 'kernel', 'services', 'kit', 'plugins', 'server', 'local'] })
    expect(violations.map(describeViolation).sort()).toEqual([
      'cycle-in-folder: services/ring/four.ts → services/ring/one.ts (cycle: services/ring/four.ts → services/ring/one.ts → services/ring/two.ts → services/ring/three.ts → services/ring/four.ts)',
      'ladder-chains: chains/caip.ts → kernel/context.ts',
      'ladder-kernel: kernel/context.ts → services/logger.ts',
      'ladder-kit: kit/index.ts → plugins/activity/list.ts',
      'ladder-server: server/api/readEnv.ts → local/devnet/chain.ts',
      'no-cycle-across-folders: kernel/context.ts → services/logger.ts (cycle: kernel/context.ts → services/logger.ts → kernel/context.ts)',
      'no-cycle-across-folders: local/devnet/chain.ts → server/api/readEnv.ts (cycle: local/devnet/chain.ts → server/api/readEnv.ts → local/devnet/chain.ts)',
      'plugins-and-adapters-apart: plugins/send/index.ts → plugins/activity/list.ts',
    ])
    expect(cycles.map((cycle) => cycle.length)).toEqual([4, 2, 2, 2])
  }, 120_000)
})
