import { startApiServer } from '../../dist/server/api/startApiServer.js'
import { startDemoServer } from '../../dist/local/stack/startDemoServer.js'

/**
 * Serves the two pages the bench compares, on free loopback ports: the demo host app (a
 * production build, every feature on) with the API it lists registry wallets from, and the
 * React-only page. The API runs without chains; the bench opens no wallet.
 */
export async function startBenchPages({ demoRoot, reactOnlyRoot }) {
  const demoConfig = { projectId: 'airlock-demo' }
  const demo = await startDemoServer({ root: demoRoot, port: 0, config: () => demoConfig })
  const api = await startApiServer({
    port: 0,
    projects: [{ id: 'airlock-demo', allowedOrigins: [demo.url] }],
    indexer: false,
    // Every page load asks the registry; the bench makes hundreds of them.
    rateLimits: false,
  })
  demoConfig.apiUrl = api.url
  const reactOnly = await startDemoServer({ root: reactOnlyRoot, port: 0, config: () => ({}) })
  return {
    urls: { airlock: demo.url, reactOnly: reactOnly.url },
    stop: async () => {
      await reactOnly.stop()
      await api.stop()
      await demo.stop()
    },
  }
}
