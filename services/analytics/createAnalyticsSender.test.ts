import { describe, expect, it } from 'vitest'
import { createAnalyticsSender } from './createAnalyticsSender.js'
import { createTestApiClient } from '../../test/helpers/createTestApiClient.js'

function setup(options: { analytics?: boolean; enabled?: boolean; status?: number } = {}) {
  const posts: unknown[] = []
  const { api, alerts, fetch } = createTestApiClient((url, init) => {
    if (url.pathname === '/getAnalyticsConfig') return Response.json({ isAnalyticsEnabled: options.enabled ?? true })
    posts.push(JSON.parse(String(init?.body)))
    return options.status ? Response.json({ message: 'Forbidden' }, { status: options.status }) : Response.json({})
  })
  const config = { analytics: options.analytics ?? true } as never
  const sender = createAnalyticsSender({ api, alerts, config }, { href: 'https://app.test/page', hostname: 'app.test' })
  return { sender, posts, fetch, alerts }
}

describe('createAnalyticsSender', () => {
  it('default: sends the event with id, url, domain, timestamp and props', async () => {
    const { sender, posts } = setup()
    await sender.track('MODAL_OPEN', { connected: false })
    expect(posts).toEqual([
      {
        eventId: expect.stringMatching(/^[0-9a-f]{24}$/),
        url: 'https://app.test/page',
        domain: 'app.test',
        timestamp: expect.any(Number),
        props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
      },
    ])
  })

  it('rule analytics opt-in: nothing is sent unless the host enabled analytics', async () => {
    const { sender, fetch } = setup({ analytics: false })
    await sender.track('MODAL_OPEN')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('rule analytics config: nothing is sent when the project disables analytics', async () => {
    const { sender, posts } = setup({ enabled: false })
    await sender.track('MODAL_CLOSE', { connected: true })
    expect(posts).toEqual([])
  })

  it('rule analytics: the modal-created event is never sent', async () => {
    const { sender, posts } = setup()
    await sender.track('MODAL_CREATED')
    expect(posts).toEqual([])
  })

  it('rule analytics 403: shows the origin alert once', async () => {
    const { sender, alerts } = setup({ status: 403 })
    await sender.track('MODAL_OPEN')
    alerts.clear()
    await sender.track('MODAL_OPEN')
    expect(alerts.state.alerts).toEqual([])
    const fresh = setup({ status: 403 })
    await fresh.sender.track('MODAL_OPEN')
    expect(fresh.alerts.state.alerts).toEqual([expect.objectContaining({ code: 'ORIGIN_NOT_ALLOWED' })])
  })

  it('rule error telemetry: at most 5 error reports per minute', async () => {
    const { sender, posts } = setup()
    for (let index = 0; index < 8; index++) await sender.reportError(`failure ${index}`)
    expect(posts).toHaveLength(5)
  })
})
