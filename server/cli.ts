#!/usr/bin/env node
// The `airlock` command: runs the local stack for development.
import { startStack } from '../local/stack/startStack.js'

const usage = `Usage: airlock <command>

  dev           run the local stack (chains, ERC-4337 bundler, API, relay, mail inbox, wallet
                frame, demo wallet, identity provider, demo Farcaster client) and the demo
                host app on loopback
  api           run the self-hosted API, configured by environment variables (DATABASE_URL
                or AIRLOCK_API_DATA_DIR, AIRLOCK_* — see server/api/README.md); it refuses to
                start without a database unless given --in-memory (\`airlock api --help\`)
  frame         run the embedded wallet's frame, configured by AIRLOCK_FRAME_* (see
                server/frame/README.md)
  recovery-key  print a new operator recovery key pair for AIRLOCK_RECOVERY_KEY`

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
} else if (command === 'frame') {
  await import('./frame/main.js')
} else if (command === 'recovery-key') {
  const { createRecoveryKey } = await import('./frame/custody/recoverySuite.js')
  const key = createRecoveryKey()
  console.log(`AIRLOCK_RECOVERY_KEY=${key.privateKey}\n# public key ${key.publicKey} (id ${key.keyId})\n# Keep the private key out of the database and its backups.`)
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
