import { useStarted } from '../../../test/helpers/useStarted.js'
import { startTestApi, type TestApi } from './startTestApi.js'
import type { ApiServerOptions } from '../startApiServer.js'
import type { TestBackend } from './testBackends.js'

/** Starts a test API over `backend` before the enclosing suite's tests and stops it after them. */
export function useTestApi(backend: TestBackend, options: Partial<ApiServerOptions> = {}): TestApi {
  return useStarted(() => startTestApi(backend, options), (t) => t.api.stop(), 30_000)
}
