// Runs the Airlock API as its own process, configured by environment variables (see
// readApiEnv.ts): `node --import tsx server/api/main.ts [--in-memory]`, or `airlock api`.
import { apiUsage, readApiCommand } from './readApiCommand.js'
import { startApiServer } from './startApiServer.js'

const args = process.argv.slice(2)
let command
try {
  command = readApiCommand(args[0] === 'api' ? args.slice(1) : args, process.env)
} catch (error) {
  console.error(`Airlock API: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
if (command.help) {
  console.log(apiUsage)
  process.exit(0)
}
const api = await startApiServer(command.options).catch((error: unknown) => {
  console.error(`Airlock API failed to start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
console.log(`Airlock API listening on ${api.url}${command.options.databaseUrl || command.options.dataDir ? '' : ' (in memory: nothing is kept after it stops)'}`)
const stop = () => {
  api.stop().then(() => process.exit(0), () => process.exit(1))
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
