// Runs the Airlock API as its own process, configured by environment variables (see
// readApiEnv.ts): `node --import tsx server/api/main.ts`.
import { readApiEnv } from './readApiEnv.js'
import { startApiServer } from './startApiServer.js'

const api = await startApiServer(readApiEnv(process.env)).catch((error: unknown) => {
  console.error(`Airlock API failed to start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
console.log(`Airlock API listening on ${api.url}`)
const stop = () => {
  api.stop().then(() => process.exit(0), () => process.exit(1))
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
