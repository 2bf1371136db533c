#!/usr/bin/env node
// `npm start`: runs the local stack (chains, ERC-4337 bundler, API, relay, mail inbox, wallet
// frame, demo wallet, identity provider, demo Farcaster client) and the demo host app on
// loopback. Development only: an operator runs `airlock api` and `airlock frame` (server/cli.ts).
import { startStack } from './stack/startStack.js'

const started = performance.now()
try {
  const stack = await startStack()
  const width = Math.max(...Object.keys(stack.urls).map((name) => name.length))
  console.log(`Airlock local stack ready in ${Math.round(performance.now() - started)} ms\n`)
  for (const [name, url] of Object.entries(stack.urls)) console.log(`  ${name.padEnd(width)}  ${url}`)
  const sameSite = stack.urls.demo!.replace('//127.0.0.1:', '//localhost:')
  console.log(
    `\nOpen ${stack.urls.demo} in a browser: the wallet frame (${stack.urls.frame}) is on another site there, as with one wallet domain for many apps, ` +
      `so a private window or blocked third-party cookies show what such a deployment meets. ${sameSite} is the same app on the frame's own site. ` +
      `${stack.urls.demo}/headless/ is the headless example: a host drawing its own UI with the hooks (demo/headless). Ctrl+C stops everything.`,
  )
  const stop = async () => {
    await stack.stop()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
