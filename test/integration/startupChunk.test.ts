import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { builtAt } from '../helpers/builtAt.js'
import { builtinAdapters } from '../../adapters/index.js'
import { builtinFeatures } from '../../plugins/index.js'

interface Manifest {
  startup: string[]
  chunks: Record<string, { modules: string[]; dynamicImports: string[] }>
}

let manifest: Manifest

// The size fixture's manifest, bundled again unless it is newer than the last build, so what
// is checked is always what the built library ships (npm test makes it just before).
beforeAll(async () => {
  if (!existsSync('dist/airlock/index.js')) throw new Error('dist/ is missing: run "npm run build" first (npm test does)')
  const saved = '.size/manifest.json'
  if (existsSync(saved) && statSync(saved).mtimeMs >= builtAt()) {
    manifest = JSON.parse(readFileSync(saved, 'utf8')) as Manifest
    return
  }
  // @ts-expect-error: a plain ESM script without types
  const { buildSizeFixture } = (await import('../../scripts/build-size-fixture.mjs')) as { buildSizeFixture(): Promise<Manifest> }
  manifest = await buildSizeFixture()
}, 180_000)

// What a host ships at start-up with every feature enabled (test/size/startup.tsx).
const startupModules = () => manifest.startup.flatMap((file) => manifest.chunks[file]?.modules ?? [])
// Only the lists and manifests of plugins/ and adapters/ belong to start-up: they say what
// exists and how to load it, and hold no feature or adapter logic.
const manifestModule = /^dist\/(plugins|adapters)\/(index|[^/]+\/manifest)\.js$/
// Data a manifest holds: the social providers' list, and the swaps' default slippage (shared with the API).
const startupManifestData = /^dist\/plugins\/(socials\/socialProviders|swaps\/defaultSlippage)\.js$/

describe('the start-up chunk', () => {
  it('rule no plugin at start-up: no plugin code is in the start-up chunk, only manifests', () => {
    const plugins = startupModules().filter((id) => id.startsWith('dist/plugins/'))
    expect(plugins).toContain('dist/plugins/index.js')
    expect(plugins.filter((id) => !manifestModule.test(id) && !startupManifestData.test(id))).toEqual([])
  })

  it('rule adapters on use: no adapter and no chain library is in the start-up chunk, only manifests', () => {
    const heavy = /^(dist\/adapters\/|node_modules\/(viem|@solana|@walletconnect|@noble|ox|abitype)\/)/
    expect(startupModules().filter((id) => heavy.test(id) && !manifestModule.test(id))).toEqual([])
  })

  it('rule small config check: start-up checks the config without a schema library; the rest of the check loads with the modal', () => {
    const modules = startupModules()
    expect(modules).toContain('dist/kernel/config/parseConfig.js')
    expect(modules.filter((id) => /^node_modules\/(valibot|zod)\//.test(id))).toEqual([])
    for (const later of ['checkConfigDetails', 'parseFeatureOptions', 'toConfigError']) expect(modules).not.toContain(`dist/services/config/${later}.js`)
    expect(Object.values(manifest.chunks).some((chunk) => chunk.modules.includes('dist/services/config/checkConfigDetails.js'))).toBe(true)
  })

  it("behavior: the modal shell, its views and the modal's stage load on demand", () => {
    const lazy = startupModules().filter((id) => id.startsWith('dist/ui/views/') && !id.endsWith('registerCoreViews.js'))
    expect(lazy).toEqual([])
    expect(startupModules()).not.toContain('dist/ui/modal/Modal.js')
    expect(startupModules()).not.toContain('dist/ui/modal/ModalStage.js')
    expect(manifest.chunks['modal.js']?.modules).toEqual(expect.arrayContaining(['dist/ui/modal/Modal.js', 'dist/ui/modal/ModalStage.js']))
  })

  it('rule details alone: a feature\'s or adapter\'s details import no module at run time but an adapter\'s discovery, so a host preloads at most that with them', () => {
    // A module the details shared with the feature's views would be a chunk of its own, and a
    // Vite host's start-up chunk would carry a preload list (`__vite__mapDeps`) naming it. An
    // adapter's discovery is the one exception: the Connect view needs it as soon as the
    // details, and one preload beside them costs start-up a few bytes where a fetch after them
    // costs an early click a round trip.
    const details = ['plugins', 'adapters'].flatMap((dir) => readdirSync(dir).map((name) => join(dir, name, 'details.ts')).filter((file) => existsSync(file)))
    expect(details.length).toBeGreaterThan(10)
    const imports = details.flatMap((file) => readFileSync(file, 'utf8').split('\n').filter((line) => /^(import|export) (?!type )[^(]*\bfrom\b|^import '/.test(line)).map((line) => `${file}: ${line}`))
    expect(imports.filter((line) => !/^adapters\/\w+\/details\.ts: import .+ from '\.\/discover\w*\.js'$/.test(line))).toEqual([])
    expect(imports).toContain("adapters/evm/details.ts: import discoverEvmWallets from './discover.js'")
  })

  it('behavior: every built-in feature with code, and every adapter, has a chunk of its own', () => {
    const withCode = builtinFeatures.filter((feature) => feature.load || feature.details).map((feature) => feature.name)
    expect(withCode.length).toBeGreaterThan(0)
    for (const name of withCode) expect(Object.keys(manifest.chunks)).toContain(`plugin-${name}.js`)
    for (const name of Object.keys(builtinAdapters)) expect(Object.keys(manifest.chunks)).toContain(`adapter-${name}.js`)
  })

  it("behavior: each module group is one module of the library's build, so one chunk of the host's, with every export of its members", async () => {
    // @ts-expect-error: a plain ESM script without types
    const { moduleGroups } = (await import('../../scripts/moduleGroups.mjs')) as { moduleGroups: Record<string, string[]> }
    const modules = Object.values(manifest.chunks).flatMap((chunk) => chunk.modules)
    for (const [group, members] of Object.entries(moduleGroups)) {
      const folder = group.slice(0, group.lastIndexOf('/'))
      expect(modules).toContain(`dist/${group}.js`)
      const built = (await import(/* @vite-ignore */ resolve(`dist/${group}.js`))) as Record<string, unknown>
      for (const member of members) {
        if (`${folder}/${member}` !== group) expect(modules, member).not.toContain(`dist/${folder}/${member}.js`)
        const source = (await import(/* @vite-ignore */ resolve(`${folder}/${member}.js`))) as Record<string, unknown>
        for (const name of Object.keys(source)) expect(Object.keys(built), `${member}: ${name}`).toContain(name)
      }
    }
    // The modal shell and Connect share the kit's parts: one chunk, which the shell imports.
    const parts = Object.entries(manifest.chunks).find(([, chunk]) => chunk.modules.includes('dist/ui/kit/viewParts.js'))?.[0]
    expect(parts).toBeDefined()
    expect((manifest.chunks['modal.js'] as { imports?: string[] }).imports).toContain(parts)
  })
})
