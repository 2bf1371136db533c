import { describe, expect, it } from 'vitest'
import { createLogger } from '../logger/createLogger.js'
import { liveSocketUrl } from '../live/createLiveUpdates.js'
import { checkOrigin } from './checkOrigin.js'
import { createTestApiClient } from '../../test/helpers/createTestApiClient.js'

function setup(respond: () => Response) {
  const { api, alerts } = createTestApiClient(respond)
  return { context: { api, alerts, logger: createLogger({ console: false }) }, alerts }
}

describe('checkOrigin', () => {
  it('rule origins: an allowed origin raises no alert and returns the list', async () => {
    const { context, alerts } = setup(() => Response.json({ allowedOrigins: ['https://*.app.test'] }))
    expect(await checkOrigin(context, 'https://www.app.test')).toEqual(['https://*.app.test'])
    expect(alerts.state.alerts).toEqual([])
  })

  it('rule origins: a page outside the allowlist shows the origin alert', async () => {
    const { context, alerts } = setup(() => Response.json({ allowedOrigins: ['https://app.test'] }))
    await checkOrigin(context, 'https://evil.test')
    expect(alerts.state.alerts).toEqual([expect.objectContaining({ code: 'ORIGIN_NOT_ALLOWED' })])
  })

  it('rule origins: an empty list on failure, and no alert from it', async () => {
    const { context, alerts } = setup(() => new Response('down', { status: 500 }))
    expect(await checkOrigin(context, 'https://app.test')).toEqual([])
    expect(alerts.state.alerts).toEqual([])
  })
})

describe('liveSocketUrl', () => {
  it('default: the API host with the websocket scheme and /ws', () => {
    expect(liveSocketUrl('http://127.0.0.1:8790')).toBe('ws://127.0.0.1:8790/ws')
    expect(liveSocketUrl('https://api.example.com/airlock/')).toBe('wss://api.example.com/airlock/ws')
  })
})
