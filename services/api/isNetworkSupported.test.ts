import { describe, expect, it, vi } from 'vitest'
import { isNetworkSupported } from './isNetworkSupported.js'
import { createTestApiClient } from '../../test/helpers/createTestApiClient.js'

function api(respond: () => Response) {
  const { api: client, fetch } = createTestApiClient(respond)
  return { client, fetch }
}

describe('isNetworkSupported', () => {
  it('rule unsupported network: only the networks the API lists are supported, asked once', async () => {
    const { client, fetch } = api(() => Response.json({ http: ['eip155:31337'], ws: [] }))
    expect(await isNetworkSupported(client, 'eip155:31337')).toBe(true)
    expect(await isNetworkSupported(client, 'eip155:8453')).toBe(false)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('behavior: when the list cannot be read, networks count as supported', async () => {
    const { client } = api(() => new Response('down', { status: 503 }))
    expect(await isNetworkSupported(client, 'eip155:8453')).toBe(true)
  })
})
