#!/usr/bin/env node
// Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL cluster, so the API
// suites also run against a real server: `node scripts/with-postgres.mjs npx vitest run server/api`.
// PostgreSQL comes from Debian's package, installed here when missing and this runs as root;
// where it cannot be had, the command is skipped (the suites already ran against PGlite).
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { aptInstall } from './aptInstall.mjs'

const command = process.argv.slice(2)
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]')
  process.exit(2)
}

let bin = findPostgresBin()
if (!bin && process.getuid?.() === 0) {
  aptInstall(['postgresql'])
  bin = findPostgresBin()
}
if (!bin) {
  console.error('[with-postgres] PostgreSQL is not installed and cannot be installed here; skipping the PostgreSQL run')
  process.exit(0)
}

// Postgres refuses to run as root, so the cluster belongs to the `postgres` system user then.
const asRoot = process.getuid?.() === 0
const runAs = (args, opts = {}) =>
  asRoot ? spawnSync('runuser', ['-u', 'postgres', '--', ...args], opts) : spawnSync(args[0], args.slice(1), opts)

const dir = mkdtempSync(join(tmpdir(), 'airlock-pg-'))
chmodSync(dir, 0o777)
const data = join(dir, 'data')
const port = await freePort()
let started = false
try {
  check(runAs([join(bin, 'initdb'), '-D', data, '-U', 'airlock', '-A', 'trust', '-E', 'UTF8', '--no-sync'], { encoding: 'utf8' }), 'initdb')
  const opts = `-h 127.0.0.1 -p ${port} -k ${dir} -F -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
  check(runAs([join(bin, 'pg_ctl'), '-D', data, '-o', opts, '-l', join(dir, 'log'), '-w', 'start'], { encoding: 'utf8' }), 'pg_ctl start')
  started = true
  const url = `postgres://airlock@127.0.0.1:${port}/postgres`
  console.error(`[with-postgres] PostgreSQL ready at ${url}`)
  process.exitCode = await runCommandAsync({ ...process.env, DATABASE_URL: url })
} finally {
  if (started) runAs([join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop'], { encoding: 'utf8' })
  rmSync(dir, { recursive: true, force: true })
}

function findPostgresBin() {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a))
  return versions[0] ? join(root, versions[0], 'bin') : undefined
}

function check(result, what) {
  if (result.status !== 0) throw new Error(`${what} failed: ${result.stderr || result.stdout || result.error}`)
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    }).on('error', reject)
  })
}

function runCommandAsync(env) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env })
    const forward = (signal) => child.kill(signal)
    process.on('SIGINT', forward).on('SIGTERM', forward)
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}
