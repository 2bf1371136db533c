import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../../', import.meta.url))

/** An `airlock api` running as a process of its own. */
export interface ApiProcess {
  url: string
  port: number
  pid: number
  child: ChildProcess
  /** Everything it wrote to stderr so far. */
  stderr(): string
  /** Its resident memory now, in bytes (Linux). */
  rss(): number
  /** The CPU time it has used so far, user and system, in ms (Linux). */
  cpuMs(): number
  /** SIGTERM, then waits for it to exit. */
  stop(): Promise<void>
  /** SIGKILL (`kill -9`), then waits for it to exit. */
  kill(): Promise<void>
}

/**
 * Starts `airlock api` (the CLI's own entry, through tsx) with `env` on top of this process's
 * environment, and resolves once it listens. `port` 0 (default) picks a free one.
 */
export async function startApiProcess(env: Record<string, string>, port = 0): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'api'], {
    cwd: root,
    env: { ...process.env, AIRLOCK_API_PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let err = ''
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const found = /listening on (http:\/\/\S+)/.exec(out)
      if (found) resolve(found[1]!)
    })
    child.once('exit', (code) => reject(new Error(`airlock api exited (${code}) before listening: ${err.trim()}`)))
  })
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  return {
    url,
    port: Number(new URL(url).port),
    pid: child.pid!,
    child,
    stderr: () => err,
    rss: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024,
    // utime and stime, fields 14 and 15, in clock ticks of 10 ms (USER_HZ is 100 on Linux).
    cpuMs: () => {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
      return (Number(fields[11]) + Number(fields[12])) * 10
    },
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  }
}
