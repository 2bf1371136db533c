import { describe, expect, test } from 'vitest'
import { requestWithHost } from '../../server/http/testing/requestWithHost.js'
import { startFarcasterClientDemo } from './startFarcasterClientDemo.js'

describe('startFarcasterClientDemo', () => {
  test('error: a DNS-rebound Host gets 403 before anything else', async () => {
    const client = await startFarcasterClientDemo({ port: 0, config: () => undefined })
    try {
      expect(await requestWithHost(`${client.url}/`, 'farcaster.evil.test:8795')).toEqual({ status: 403, body: 'Host not allowed' })
      expect((await requestWithHost(`${client.url}/approve`, 'farcaster.evil.test', 'POST')).status).toBe(403)
      // Loopback names reach the page (still starting: no config yet).
      expect((await requestWithHost(`${client.url}/`, '127.0.0.1')).status).toBe(503)
    } finally {
      await client.stop()
    }
  })
})
