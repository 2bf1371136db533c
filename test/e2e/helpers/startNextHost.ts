import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { buildNextHost, nextBin, nextEnv } from '../../../scripts/size/buildNextHost.mjs'
import { hostsDir, prepareHostSources } from '../../../scripts/size/prepareHostSources.mjs'
import { findFreePort } from './findFreePort.js'

/** The Next.js host fixture, served by `next start` on a free loopback port. */
export interface NextHost {
  url: string
  stop(): Promise<void>
}

/**
 * Serves the Next.js host fixture's production build (`test/size/next`, built by `npm run size`
 * and `npm test` from the packed package into .cache/size-hosts). Builds it first when no build
 * is there (a couple of minutes).
 */
export async function startNextHost(): Promise<NextHost> {
  const appDir = resolve(hostsDir, 'test/size/next')
  if (!existsSync(resolve(appDir, '.next/BUILD_ID'))) await buildNextHost(await prepareHostSources())
  const port = await findFreePort()
  const child = spawn(process.execPath, [nextBin, 'start', appDir, '--port', String(port), '--hostname', '127.0.0.1'], { env: nextEnv, stdio: ['ignore', 'pipe', 'pipe'] })
  const url = `http://127.0.0.1:${port}`
  await ready(child, url)
  return {
    url,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done()
        child.once('exit', () => done())
        child.kill()
      }),
  }
}

// Resolves once the server answers, rejects when it exits first.
async function ready(child: ChildProcess, url: string) {
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${output}`)
    const answered = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then((response) => response.ok, () => false)
    if (answered) return
    await new Promise((wait) => setTimeout(wait, 100))
  }
  child.kill()
  throw new Error(`next start did not answer at ${url}:\n${output}`)
}
