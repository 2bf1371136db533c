import { existsSync, readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'

interface Manifest {
  startup: string[]
  chunks: Record<string, { modules: string[]; dynamicImports: string[] }>
}

let manifest: Manifest

beforeAll(async () => {
  if (!existsSync('.size/manifest.json')) {
    if (!existsSync('dist/airlock/index.js')) throw new Error('dist/ is missing: run "npm run build" first (npm test does)')
    // @ts-expect-error: a plain ESM script without types
    const { buildSizeFixture } = await import('../../scripts/build-size-fixture.mjs')
    await buildSizeFixture()
  }
  manifest = JSON.parse(readFileSync('.size/manifest.json', 'utf8')) as Manifest
})

// What a host ships at start-up with every feature enabled (test/size/startup.tsx).
const startupModules = () => manifest.startup.flatMap((file) => manifest.chunks[file]?.modules ?? [])

describe('the start-up chunk', () => {
  it('rule no plugin at start-up: no module of any plugin is in the start-up chunk', () => {
    expect(startupModules().filter((id) => id.startsWith('dist/plugins/'))).toEqual([])
  })

  it('rule adapters on use: no adapter and no chain library is in the start-up chunk', () => {
    const heavy = /^(dist\/adapters\/|node_modules\/(viem|@solana|@walletconnect|@noble|ox|abitype)\/)/
    expect(startupModules().filter((id) => heavy.test(id))).toEqual([])
  })

  it('behavior: the modal shell and its views load on demand', () => {
    const lazy = startupModules().filter((id) => id.startsWith('dist/ui/views/') && !id.endsWith('registerCoreViews.js'))
    expect(lazy).toEqual([])
    expect(startupModules()).not.toContain('dist/ui/modal/Modal.js')
    expect(manifest.chunks['modal.js']?.modules).toContain('dist/ui/modal/Modal.js')
  })

  it('behavior: every plugin the kernel manifests has a chunk of its own', () => {
    const manifestSource = readFileSync('kernel/plugins/builtinFeatures.ts', 'utf8')
    const plugins = [...manifestSource.matchAll(/import\('\.\.\/\.\.\/plugins\/([a-z]+)\/index\.js'\)/g)].map((match) => match[1])
    for (const plugin of plugins) expect(Object.keys(manifest.chunks)).toContain(`plugin-${plugin}.js`)
  })
})
