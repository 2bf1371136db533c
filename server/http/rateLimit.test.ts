import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { createRateLimiter } from './createRateLimiter.js'
import { rateLimit } from './rateLimit.js'

const appWith = (...middleware: Parameters<Hono['use']>[1][]) => {
  const app = new Hono()
  app.get('/x', ...(middleware as []), (c) => c.text('ok'))
  return app
}
const keyHeader = (c: { req: { header(name: string): string | undefined } }) => c.req.header('x-key')
const get = (app: Hono, key = 'a') => app.request('/x', { headers: { 'x-key': key } })

describe('rateLimit', () => {
  test('default: requests within the budget reach the route', async () => {
    const app = appWith(rateLimit({ limit: { limit: 2, windowSeconds: 60 }, key: keyHeader }))
    expect([(await get(app)).status, (await get(app)).status]).toEqual([200, 200])
  })

  test('behavior: past the budget the answer is 429 with Retry-After, per key', async () => {
    const app = appWith(rateLimit({ limit: { limit: 1, windowSeconds: 60 }, key: keyHeader }))
    await get(app)
    const refused = await get(app)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toEqual({ message: 'Too many requests' })
    expect((await get(app, 'b')).status).toBe(200)
  })

  test('behavior: a shared limiter keeps one count per scope; false and an undefined key pass', async () => {
    const shared = createRateLimiter({ limit: 1, windowSeconds: 60 })
    const a = appWith(rateLimit({ limit: shared, key: keyHeader, scope: 'a' }))
    const b = appWith(rateLimit({ limit: shared, key: keyHeader, scope: 'b' }))
    expect([(await get(a)).status, (await get(b)).status, (await get(a)).status]).toEqual([200, 200, 429])
    const off = appWith(rateLimit({ limit: false, key: keyHeader }))
    const keyless = appWith(rateLimit({ limit: { limit: 1, windowSeconds: 60 }, key: () => undefined }))
    for (const app of [off, keyless]) expect([(await get(app)).status, (await get(app)).status]).toEqual([200, 200])
  })
})
