// Runs the embedded wallet's frame as its own process, configured by environment variables
// (see readFrameEnv.ts): `node --import tsx server/frame/main.ts`.
import { readFrameEnv } from './readFrameEnv.js'
import { startFrameServer } from './startFrameServer.js'

const frame = await startFrameServer(readFrameEnv(process.env)).catch((error: unknown) => {
  console.error(`Airlock frame failed to start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
console.log(`Airlock frame listening on ${frame.url}`)
const stop = () => {
  frame.stop().then(() => process.exit(0), () => process.exit(1))
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
