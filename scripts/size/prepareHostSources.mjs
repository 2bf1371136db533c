// The fixture hosts' sources, laid out as a host's project: test/size and the third-party
// plugin fixture copied under .cache/size-hosts, beside node_modules/airlock unpacked from
// `npm pack` (what npm publishes, by package.json "files"), so Vite and Next.js reach Airlock
// through the package's exports as an installed host does. Airlock's own dependencies, and
// the hosts' React, resolve from this repository's node_modules, one folder up.
import { execFileSync } from 'node:child_process'
import { cp, mkdir, rm } from 'node:fs/promises'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = resolve(fileURLToPath(import.meta.url), '../../..')
export const hostsDir = resolve(root, '.cache/size-hosts')

/** Lays out .cache/size-hosts afresh from the built library (dist/) and the fixtures' sources. */
export async function prepareHostSources() {
  await rm(hostsDir, { recursive: true, force: true })
  const packageDir = resolve(hostsDir, 'node_modules/airlock')
  await mkdir(packageDir, { recursive: true })
  const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', hostsDir], { cwd: root, encoding: 'utf8' }).trim().split('\n').at(-1)
  execFileSync('tar', ['-xzf', resolve(hostsDir, tarball), '-C', packageDir, '--strip-components=1'])
  await cp(resolve(root, 'test/size'), resolve(hostsDir, 'test/size'), { recursive: true })
  await cp(resolve(root, 'test/fixtures/greeterPlugin'), resolve(hostsDir, 'test/fixtures/greeterPlugin'), { recursive: true })
  return hostsDir
}
