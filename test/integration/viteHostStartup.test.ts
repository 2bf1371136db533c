import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { builtAt } from '../helpers/builtAt.js'

interface Hosts {
  vite: Record<string, Record<string, number>>
}

let startup: Record<string, string>

// The size fixture's pages as Vite builds them for production (npm test builds them just
// before; built again here when older than the library).
beforeAll(async () => {
  if (!existsSync('dist/airlock/index.js')) throw new Error('dist/ is missing: run "npm run build" first (npm test does)')
  let files: Record<string, number>
  if (existsSync('.size/hosts.json') && statSync('.size/hosts.json').mtimeMs >= builtAt()) {
    files = (JSON.parse(readFileSync('.size/hosts.json', 'utf8')) as Hosts).vite['startup']!
  } else {
    const { prepareHostSources } = await import('../../scripts/size/prepareHostSources.mjs')
    // @ts-expect-error: a plain ESM script without types
    const { buildViteHosts } = (await import('../../scripts/size/buildViteHosts.mjs')) as { buildViteHosts(dir: string): Promise<Hosts['vite']> }
    files = (await buildViteHosts(await prepareHostSources()))['startup']!
  }
  startup = Object.fromEntries(Object.keys(files).map((file) => [file, readFileSync(join('.size/vite/startup', file), 'utf8')]))
}, 180_000)

describe('start-up in a production build by Vite', () => {
  it("rule developer texts: the config check's long reasons and the missing provider's message are left out; the error, its field and the short reasons stay", () => {
    const code = Object.values(startup).join('\n')
    for (const text of ['must be a network object', 'must list at least one network', 'made with defineAdapter', 'made with defineConnector', 'made with definePlugin', 'must be a non-empty string', 'must be used inside <AirlockProvider>']) {
      expect(code, text).not.toContain(text)
    }
    for (const text of ['Invalid Airlock config: ', 'unknown option', 'expected string', 'NO_PROVIDER']) expect(code, text).toContain(text)
  })

  it("rule one entry: Airlock's error classes are in the page's entry, not a start-up chunk of their own", () => {
    expect(Object.keys(startup).filter((file) => !/\/(startup|rolldown-runtime)-[\w-]+\.js$/.test(file))).toEqual([])
  })
})
