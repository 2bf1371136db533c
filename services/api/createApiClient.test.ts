import * as z from 'zod/mini'
import { describe, expect, it, vi } from 'vitest'
import { createAlerts } from '../alerts/createAlerts.js'
import { createApiClient } from './createApiClient.js'

function setup(respond: () => Response, baseUrl: string | undefined = 'http://api.test/') {
  const alerts = createAlerts()
  const fetch = vi.fn(async () => respond())
  const api = createApiClient({
    baseUrl,
    projectId: 'demo',
    sdkType: 'airlock',
    sdkVersion: 'react-0.1.0',
    alerts,
    fetch: fetch as unknown as typeof globalThis.fetch,
  })
  return { api, alerts, fetch, urlOf: (call = 0) => new URL(String((fetch.mock.calls[call] as unknown[])[0])) }
}

describe('createApiClient', () => {
  it('rule API params: st, sv and projectId on every call, never a clientId (SPEC §7, only analytics sends it)', async () => {
    const { api, urlOf } = setup(() => Response.json({ data: [], count: 0 }))
    await api.get('/getWallets', { page: 2, search: undefined })
    const url = urlOf()
    expect(url.origin + url.pathname).toBe('http://api.test/getWallets')
    expect(Object.fromEntries(url.searchParams)).toEqual({ st: 'airlock', sv: 'react-0.1.0', projectId: 'demo', page: '2' })
  })

  it('behavior: a prefetched GET is sent once, at once, and its answer goes to the next get of the same path and query only', async () => {
    let served = 0
    const { api, fetch } = setup(() => Response.json({ data: [], count: ++served }))
    const schema = z.object({ count: z.number() })
    api.prefetch('/getWallets', { page: 1 })
    api.prefetch('/getWallets', { page: 1 })
    expect(fetch).toHaveBeenCalledTimes(1)
    // Another query is a request of its own.
    await expect(api.get('/getWallets', { page: 2 }, schema)).resolves.toEqual({ count: 2 })
    await expect(api.get('/getWallets', { page: 1 }, schema)).resolves.toEqual({ count: 1 })
    expect(fetch).toHaveBeenCalledTimes(2)
    // Taken once: the next get asks again.
    await expect(api.get('/getWallets', { page: 1 }, schema)).resolves.toEqual({ count: 3 })
  })

  it('error: a prefetch that failed fails its get as an unreachable API, and the get after it asks again', async () => {
    const { api, fetch } = setup(() => Response.json({ data: [], count: 1 }))
    fetch.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch')
    })
    api.prefetch('/getWallets', { page: 1 })
    await expect(api.get('/getWallets', { page: 1 })).rejects.toMatchObject({ code: 'API_UNREACHABLE' })
    await expect(api.get('/getWallets', { page: 1 })).resolves.toEqual({ data: [], count: 1 })
  })

  it('behavior: answers are checked against the caller schema', async () => {
    const { api } = setup(() => Response.json({ count: 'many' }))
    await expect(api.get('/getWallets', {}, z.object({ count: z.number() }))).rejects.toMatchObject({ code: 'API_BAD_RESPONSE' })
  })

  it.each([
    ['Unauthorized: origin not allowed', 'ORIGIN_NOT_ALLOWED', 403],
    ['Unauthorized: invalid key', 'INVALID_PROJECT_ID', 401],
    ['JWT validation error: JWT Token is not yet valid', 'SESSION_EXPIRED', 401],
  ])('rule server messages: %s shows the %s alert', async (message, code, status) => {
    const { api, alerts } = setup(() => Response.json({ message }, { status }))
    await expect(api.get('/v1/identity/0x1')).rejects.toMatchObject({ shortMessage: `HTTP status code: ${status}`, status })
    expect(alerts.state.alerts).toEqual([expect.objectContaining({ code })])
  })

  it('error: other failures carry the status and show no alert', async () => {
    const { api, alerts } = setup(() => new Response('nope', { status: 500 }))
    await expect(api.post('/e', {})).rejects.toMatchObject({ code: 'API_HTTP_ERROR', shortMessage: 'HTTP status code: 500' })
    expect(alerts.state.alerts).toEqual([])
  })

  it('error: no API URL configured', async () => {
    const { api } = setup(() => Response.json({}), '')
    expect(api.configured).toBe(false)
    await expect(api.get('/getWallets')).rejects.toMatchObject({ code: 'API_NOT_CONFIGURED' })
  })
})
