#!/usr/bin/env node
// The `airlock` command: runs the local stack for development.
import { startStack } from './stack/startStack.js'

const usage = `Usage: airlock <command>

  dev    run the local stack (chains, ERC-4337 bundler, API, relay, demo wallet, identity
         provider, demo Farcaster client) and the demo host app on loopback
  api    run the self-hosted API, configured by environment variables (DATABASE_URL or
         AIRLOCK_API_DATA_DIR, AIRLOCK_* — see server/api/README.md); it refuses to start
         without a database unless given --in-memory (\`airlock api --help\`)`

async function dev() {
  const started = performance.now()
  const stack = await startStack()
  const width = Math.max(...Object.keys(stack.urls).map((name) => name.length))
  console.log(`Airlock local stack ready in ${Math.round(performance.now() - started)} ms\n`)
  for (const [name, url] of Object.entries(stack.urls)) console.log(`  ${name.padEnd(width)}  ${url}`)
  console.log(`\nOpen ${stack.urls.demo} in a browser. Ctrl+C stops everything.`)
  const stop = async () => {
    await stack.stop()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

const [command = 'help'] = process.argv.slice(2)
if (command === 'api') {
  await import('./api/main.js')
} else if (command === 'dev') {
  dev().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
} else if (command === 'help' || command === '--help') {
  console.log(usage)
} else {
  console.error(`Unknown command "${command}".\n\n${usage}`)
  process.exitCode = 1
}
