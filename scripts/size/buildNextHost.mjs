// Builds the Next.js host fixture (test/size/next: App Router, a client component with the
// button) with `next build` (Turbopack, its default), offline: no telemetry, no fonts. Its
// route / has Airlock with every feature on; /without-airlock is the same page without it.
// Both render on the server at build time (Node, no browser globals). A route's start-up is
// the scripts its server-rendered HTML loads (the nomodule polyfill aside, which modern
// browsers skip). The build stays in .cache/size-hosts/test/size/next for the browser test
// (test/e2e/nextHost.e2e.test.ts), which serves it with `next start`.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { gzipSize } from './gzipSize.mjs'
import { root } from './prepareHostSources.mjs'

/** The `next` command of this repository's install. */
export const nextBin = createRequire(resolve(root, 'package.json')).resolve('next/dist/bin/next')

/** What Next.js needs to run here: no telemetry, and production. */
export const nextEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }

/** The scripts a route's server-rendered HTML loads at start-up, with their gzip sizes. */
export function nextRouteStartup(appDir, route) {
  const html = readFileSync(resolve(appDir, '.next/server/app', `${route}.html`), 'utf8')
  const files = [...new Set([...html.matchAll(/<script src="\/_next\/(static\/[^"]+\.js)"(?![^>]*noModule)/g)].map((match) => match[1]))]
  return Object.fromEntries(files.map((file) => [file, gzipSize(resolve(appDir, '.next', file))]))
}

/** Runs `next build` in the fixture; resolves with its output, rejects when it fails or Airlock warns. */
export function buildNextHost(hostsDir) {
  const appDir = resolve(hostsDir, 'test/size/next')
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [nextBin, 'build', appDir], { env: nextEnv, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => {
      const warnings = output.split('\n').filter((line) => /warn|⚠/i.test(line) && /airlock/i.test(line))
      if (code !== 0) fail(new Error(`next build failed:\n${output}`))
      else if (warnings.length) fail(new Error(`next build warned about Airlock:\n${warnings.join('\n')}`))
      else done({ appDir, output, startup: nextRouteStartup(appDir, 'index'), withoutAirlock: nextRouteStartup(appDir, 'without-airlock') })
    })
  })
}
