import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url))

/** Runs the CLI with a bare environment until it exits, or until `until` matches its output (then stops it). */
function runCli(args: string[], env: Record<string, string> = {}, until?: RegExp) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], { env: { PATH: process.env['PATH'] ?? '', ...env } })
    let out = ''
    let err = ''
    child.stdout.on('data', (d) => {
      out += d
      if (until?.test(out)) child.kill('SIGTERM')
    })
    child.stderr.on('data', (d) => (err += d))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, out, err }))
  })
}

describe('airlock api', () => {
  test('error: without DATABASE_URL or a data folder it refuses to start and says how to proceed', async () => {
    const { code, err } = await runCli(['api'])
    expect(code).toBe(1)
    expect(err).toContain('Refusing to start without a database')
    expect(err).toContain('--in-memory')
  }, 60_000)

  test('behavior: --in-memory starts and says nothing is kept; help describes both', async () => {
    const [started, help, apiHelp] = await Promise.all([
      runCli(['api', '--in-memory'], { AIRLOCK_API_PORT: '0' }, /listening/), runCli(['help']), runCli(['api', '--help'])])
    expect(started.out).toMatch(/Airlock API listening on http:\/\/127\.0\.0\.1:\d+ \(in memory: nothing is kept after it stops\)/)
    expect(help.out).toContain('--in-memory')
    expect(apiHelp.out).toContain('DATABASE_URL')
  }, 120_000)
})
