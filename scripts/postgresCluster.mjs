// A throwaway PostgreSQL cluster on a free loopback port, for the test suites and the API
// bench. Debian's package puts the server in /usr/lib/postgresql/<version>/bin; it is
// installed when missing and this runs as root. PostgreSQL refuses to run as root, so the
// cluster then belongs to the `postgres` system user.
import { execFile } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { aptInstall } from './aptInstall.mjs'

const run = promisify(execFile)
const asRoot = process.getuid?.() === 0

/** The newest installed PostgreSQL's bin folder, installing it when missing (as root); undefined when it cannot be had. */
export function findPostgresBin({ install = true } = {}) {
  let bin = newestBin()
  if (!bin && install && asRoot) {
    aptInstall(['postgresql'])
    bin = newestBin()
  }
  return bin
}

function newestBin() {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a))
  return versions[0] ? join(root, versions[0], 'bin') : undefined
}

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    }).on('error', reject)
  })
}

/**
 * Creates and starts a cluster; `stop()` ends it and deletes its files. `restart()` stops it
 * (connections are cut, as when a server goes down) and starts it again on the same port
 * with the same data, after `downMs`. Durability settings are off: the data is throwaway.
 */
export async function startPostgresCluster({ bin = findPostgresBin(), maxConnections = 100 } = {}) {
  if (!bin) throw new Error('PostgreSQL is not installed and cannot be installed here')
  const pgRun = (args) => (asRoot ? run('runuser', ['-u', 'postgres', '--', ...args]) : run(args[0], args.slice(1)))
  const dir = mkdtempSync(join(tmpdir(), 'airlock-pg-'))
  chmodSync(dir, 0o777)
  const data = join(dir, 'data')
  const port = await freePort()
  const opts = `-h 127.0.0.1 -p ${port} -k ${dir} -F -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=${maxConnections}`
  const start = () => pgRun([join(bin, 'pg_ctl'), '-D', data, '-o', opts, '-l', join(dir, 'log'), '-w', 'start'])
  const stop = () => pgRun([join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop'])
  let running = false
  try {
    await pgRun([join(bin, 'initdb'), '-D', data, '-U', 'airlock', '-A', 'trust', '-E', 'UTF8', '--no-sync'])
    await start()
    running = true
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`PostgreSQL did not start: ${error.stderr || error.message}`)
  }
  return {
    url: `postgres://airlock@127.0.0.1:${port}/postgres`,
    port,
    async restart({ downMs = 0 } = {}) {
      await stop()
      running = false
      await new Promise((resolve) => setTimeout(resolve, downMs))
      await start()
      running = true
    },
    async stop() {
      if (running) await stop().catch(() => {})
      running = false
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
