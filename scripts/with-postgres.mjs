#!/usr/bin/env node
// Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL cluster, so the API
// suites also run against a real server: `node scripts/with-postgres.mjs npx vitest run server/api`.
// Where PostgreSQL cannot be had (not installed, not root), the command is skipped: the
// suites already ran against PGlite.
import { spawn } from 'node:child_process'
import { findPostgresBin, startPostgresCluster } from './postgresCluster.mjs'

const command = process.argv.slice(2)
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]')
  process.exit(2)
}

const bin = findPostgresBin()
if (!bin) {
  console.error('[with-postgres] PostgreSQL is not installed and cannot be installed here; skipping the PostgreSQL run')
  process.exit(0)
}

const cluster = await startPostgresCluster({ bin })
try {
  console.error(`[with-postgres] PostgreSQL ready at ${cluster.url}`)
  process.exitCode = await runCommandAsync({ ...process.env, DATABASE_URL: cluster.url })
} finally {
  await cluster.stop()
}

function runCommandAsync(env) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env })
    const forward = (signal) => child.kill(signal)
    process.on('SIGINT', forward).on('SIGTERM', forward)
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}
