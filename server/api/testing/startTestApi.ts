import { privateKeyToAccount } from 'viem/accounts'
import { startApiServer, type ApiServer, type ApiServerOptions } from '../startApiServer.js'
import { createApiClient, type ApiCall } from './createApiClient.js'
import type { TestBackend } from './testBackends.js'

/** The owner in name and session tests (a well-known dev key, never funded anywhere real). */
export const alice = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
/** The forger: signs for names and sessions that are not its own. */
export const mallory = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')

/** An API without chains, with one open project and one with analytics and swaps off. */
export interface TestApi {
  api: ApiServer
  call: ApiCall
  projectId: string
  quietProjectId: string
  /** A project whose frame SPEC §9's development hosts may embed too, beside https://dev.example.com. */
  devProjectId: string
  run: string
}

/**
 * Starts the API on a free port over `backend`, with fresh project ids so runs never collide,
 * the onramp sandbox on, and default limits unless `options` says otherwise.
 */
export async function startTestApi(backend: TestBackend, options: Partial<ApiServerOptions> = {}): Promise<TestApi> {
  const run = Math.random().toString(36).slice(2, 8)
  const projectId = `proj-${run}`
  const quietProjectId = `quiet-${run}`
  const devProjectId = `dev-${run}`
  const api = await startApiServer({
    port: 0,
    databaseUrl: backend.databaseUrl,
    projects: [
      { id: projectId, allowedOrigins: ['http://localhost:5173', 'https://*.example.com'] },
      { id: quietProjectId, allowedOrigins: [], analyticsEnabled: false, features: [{ id: 'swaps', isEnabled: false, config: null }] },
      { id: devProjectId, allowedOrigins: ['https://dev.example.com'], developmentAncestors: true, hostApprovals: true },
    ],
    onError: () => {},
    onrampSandbox: true,
    ...options,
  })
  // Budgets are kept in the store, and on PostgreSQL the suites of one file share a database:
  // each suite's server starts from counts of its own, as a fresh deployment would.
  await api.db.query('DELETE FROM rate_limit_budgets')
  return { api, call: createApiClient(api.url, projectId), projectId, quietProjectId, devProjectId, run }
}
