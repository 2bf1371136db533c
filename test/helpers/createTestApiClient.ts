import { vi } from 'vitest'
import { createAlerts } from '../../services/alerts/createAlerts.js'
import { createApiClient } from '../../services/api/createApiClient.js'

/**
 * An API client for tests whose `fetch` is a double: `respond` answers each request (given
 * its URL and init). Returns the client, its alerts and the fetch mock.
 */
export function createTestApiClient(respond: (url: URL, init?: RequestInit) => Response | Promise<Response>, baseUrl = 'http://api.test') {
  const alerts = createAlerts()
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => respond(new URL(String(input)), init))
  const api = createApiClient({
    baseUrl,
    projectId: 'p',
    sdkType: 'airlock',
    sdkVersion: 'test',
    alerts,
    fetch: fetch as unknown as typeof globalThis.fetch,
  })
  return { api, alerts, fetch, urls: () => fetch.mock.calls.map((call) => new URL(String(call[0]))) }
}
