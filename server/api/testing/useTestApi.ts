import { afterAll, beforeAll } from 'vitest'
import { startTestApi, type TestApi } from './startTestApi.js'
import type { TestBackend } from './testBackends.js'

/**
 * Starts a test API over `backend` before the enclosing suite's tests and stops it after them.
 * The object it returns is filled in by the time the tests run.
 */
export function useTestApi(backend: TestBackend): TestApi {
  const t = {} as TestApi
  beforeAll(async () => {
    Object.assign(t, await startTestApi(backend))
  }, 30_000)
  afterAll(() => t.api?.stop())
  return t
}
