#!/usr/bin/env node
// The `airlock` command: what an operator runs (the API, the wallet frame, a recovery key).
// The local stack that stands in for the outside world in development is `npm start` (local/cli.ts).

const usage = `Usage: airlock <command>

  api           run the self-hosted API, configured by environment variables (DATABASE_URL
                or AIRLOCK_API_DATA_DIR, AIRLOCK_* — see server/api/README.md); it refuses to
                start without a database unless given --in-memory (\`airlock api --help\`)
  frame         run the embedded wallet's frame, configured by AIRLOCK_FRAME_* (see
                server/frame/README.md)
  recovery-key  print a new operator recovery key pair for AIRLOCK_RECOVERY_KEY`

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
  console.error('The local stack is not part of the package: run `npm start` in a checkout of Airlock.')
  process.exitCode = 1
} else if (command === 'help' || command === '--help') {
  console.log(usage)
} else {
  console.error(`Unknown command "${command}".\n\n${usage}`)
  process.exitCode = 1
}

// A module, for its top-level awaits.
export {}
