import { describe, expect, it } from 'vitest'
import { createAnalyticsSender } from './createAnalyticsSender.js'
import { createStorage } from '../storage/createStorage.js'
import { createTestApiClient } from '../../test/helpers/createTestApiClient.js'

function setup(options: { analytics?: boolean; enabled?: boolean; status?: number } = {}) {
  const posts: unknown[] = []
  const { api, alerts, fetch, urls } = createTestApiClient((url, init) => {
    if (url.pathname === '/getAnalyticsConfig') return Response.json({ isAnalyticsEnabled: options.enabled ?? true })
    posts.push(JSON.parse(String(init?.body)))
    return options.status ? Response.json({ message: 'Forbidden' }, { status: options.status }) : Response.json({})
  })
  const config = { analytics: options.analytics ?? true } as never
  const storage = createStorage(`analytics-test-${Math.random()}:`)
  const page = { origin: 'https://app.test', pathname: '/page', hostname: 'app.test' }
  const sender = createAnalyticsSender({ api, alerts, config, storage }, page)
  return { sender, posts, fetch, alerts, urls, storage }
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

  it('rule analytics page: the url is the origin and path, never the query or fragment', async () => {
    const { api, alerts } = createTestApiClient(() => Response.json({ isAnalyticsEnabled: true }))
    const storage = createStorage(`analytics-test-${Math.random()}:`)
    // What createAirlock passes: the page's location, query and fragment included.
    const location = new URL('https://app.test/checkout?token=secret#access_token=abc')
    const sender = createAnalyticsSender({ api, alerts, config: { analytics: true } as never, storage }, location)
    const posted: string[] = []
    api.post = async (_path, body) => void posted.push(JSON.stringify(body)) as never
    await sender.track('MODAL_OPEN')
    expect(JSON.parse(posted[0]!)).toMatchObject({ url: 'https://app.test/checkout', domain: 'app.test' })
    expect(posted[0]).not.toMatch(/secret|access_token/)
  })

  it('rule clientId: the event carries the stored random clientId, the same on each event (SPEC §7 POST /e)', async () => {
    const { sender, urls, storage } = setup()
    await sender.track('MODAL_OPEN')
    await sender.track('MODAL_CLOSE')
    const events = urls().filter((url) => url.pathname === '/e')
    const id = storage.get<string>('clientId')
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    expect(events.map((url) => url.searchParams.get('clientId'))).toEqual([id, id])
    expect(urls().find((url) => url.pathname === '/getAnalyticsConfig')?.searchParams.has('clientId')).toBe(false)
  })

  it('rule analytics opt-in: nothing is sent unless the host enabled analytics', async () => {
    const { sender, fetch, storage } = setup({ analytics: false })
    await sender.track('MODAL_OPEN')
    expect(fetch).not.toHaveBeenCalled()
    expect(storage.get('clientId')).toBeUndefined()
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
