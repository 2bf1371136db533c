import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Address, Hex } from 'viem'
import { findPortProblem } from '../stack/findPortProblem.js'
import { defaultPorts } from '../stack/ports.js'
import type { RunningService } from '../../server/http/Service.js'
import { BundlerError } from './BundlerError.js'
import { loopbackPreload } from './loopbackPreload.js'

/** Options of {@link startBundler}. */
export interface StartBundlerOptions {
  /** The chain's JSON-RPC URL. */
  rpcUrl: string
  /** The EntryPoints to serve, e.g. v0.7 and v0.8. */
  entryPoints: readonly Address[]
  /** Sends the bundles (handleOps); needs ETH. */
  executorPrivateKey: Hex
  /** Pays the bundler's set-up transactions (its simulation contracts); needs ETH. */
  utilityPrivateKey: Hex
  /** Default `127.0.0.1`. */
  host?: string
  /** Default 8796 (`defaultPorts.bundler`); 0 picks a free port. */
  port?: number
  /** How long to wait for the bundler to listen, in ms; default 60,000. */
  startTimeoutMs?: number
  /** Receives each line the bundler logs (warnings and errors only); default: kept for start-up errors. */
  onLog?: (line: string) => void
}

/** A running bundler: ERC-4337 JSON-RPC over HTTP. */
export interface Bundler extends RunningService {
  /** `http://HOST:PORT`; JSON-RPC is answered at this URL. */
  url: string
  /** Milliseconds from spawn to listening. */
  startMs: number
}

/**
 * Starts the ERC-4337 bundler `@pimlico/alto` as a child process against `rpcUrl`. A child
 * process, never in-process: alto's work must not block the event loop of a process that
 * hosts an in-process chain. Safe mode (ERC-7562 tracing) is off, since hardhat's EDR has no
 * JavaScript tracer; every other check alto makes stays on.
 *
 * @example
 * const bundler = await startBundler({ rpcUrl: devnet.url, entryPoints: [entryPoint07Address],
 *   executorPrivateKey: devnet.operators.bundlerExecutor.privateKey,
 *   utilityPrivateKey: devnet.operators.bundlerUtility.privateKey, port: 0 })
 */
export async function startBundler(options: StartBundlerOptions): Promise<Bundler> {
  const host = options.host ?? '127.0.0.1'
  const port = options.port ?? defaultPorts.bundler
  if (port !== 0) {
    const problem = await findPortProblem(host, port)
    if (problem) {
      throw new BundlerError('BUNDLER_PORT_UNAVAILABLE', `Port ${port} on ${host} is not available for the bundler.`, {
        cause: problem,
        details: problem.code === 'EADDRINUSE' ? 'Another process listens there; stop it or pass another port.' : problem.message,
      })
    }
  }
  const require = createRequire(import.meta.url)
  // The package exports only its library entry (esm/index.js); the CLI sits beside it.
  const altoEsm = dirname(require.resolve('@pimlico/alto'))
  // No `--enable-cors`: only servers (the API's /v1/bundler) call it, never a page in a browser.
  const args = [
    '--entrypoints', options.entryPoints.join(','),
    '--executor-private-keys', options.executorPrivateKey,
    '--utility-private-key', options.utilityPrivateKey,
    '--rpc-url', options.rpcUrl,
    '--port', String(port),
    '--safe-mode', 'false',
    // Polls for inclusion every block-time / 4: automine mines at once, so poll often.
    '--block-time', '200',
    '--log-level', 'warn',
  ]
  const started = performance.now()
  const child = spawn(process.execPath, ['--import', loopbackPreload, join(altoEsm, 'cli/alto.js'), ...args], {
    // alto reads `.env` from its working folder and ALTO_* variables: give it neither.
    cwd: altoEsm,
    env: { PATH: process.env['PATH'] ?? '', DOTENV_CONFIG_PATH: '/dev/null', AIRLOCK_BUNDLER_HOST: host, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  const recent: string[] = []
  const log = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      recent.push(line)
      if (recent.length > 40) recent.shift()
      options.onLog?.(line)
    }
  }
  child.stdout?.on('data', log)
  child.stderr?.on('data', log)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  let boundPort: number
  try {
    boundPort = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not listening after ${options.startTimeoutMs ?? 60_000} ms`)), options.startTimeoutMs ?? 60_000)
      child.on('message', (message: { type?: string; port?: number }) => {
        if (message?.type === 'airlock-bundler-listening' && typeof message.port === 'number') {
          clearTimeout(timer)
          resolve(message.port)
        }
      })
      child.once('error', (error) => (clearTimeout(timer), reject(error)))
      child.once('exit', (code, signal) => (clearTimeout(timer), reject(new Error(`exited with ${signal ?? `code ${code}`}`))))
    })
  } catch (cause) {
    child.kill('SIGKILL')
    await exited
    throw new BundlerError('BUNDLER_START_FAILED', 'The bundler (alto) did not start.', {
      cause,
      details: recent.join('\n') || undefined,
    })
  }
  const startMs = Math.round(performance.now() - started)

  let stopping: Promise<void> | undefined
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    // alto drains its mempool on SIGTERM; a dev chain has nothing worth waiting long for.
    const timer = setTimeout(() => child.kill('SIGKILL'), 3_000)
    await exited
    clearTimeout(timer)
  }
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`,
    startMs,
    stop: () => (stopping ??= stop()),
  }
}
