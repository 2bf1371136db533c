import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { hostGuard } from './hostGuard.js'

const app = (allowed?: string[]) => new Hono().use('*', hostGuard(allowed)).get('/', (c) => c.text('ok'))

describe('hostGuard', () => {
  test('default: loopback Host headers are served', async () => {
    for (const host of ['127.0.0.1:8790', 'localhost:8790', '[::1]:8790']) {
      expect((await app().request('/', { headers: { host } })).status).toBe(200)
    }
  })

  test('error: any other Host is refused with 403 before a route runs', async () => {
    const res = await app().request('/', { headers: { host: 'rebound.evil.test:8790' } })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ message: 'Host not allowed' })
  })

  test('behavior: configured hosts replace the loopback default', async () => {
    expect((await app(['api.example.com']).request('/', { headers: { host: 'api.example.com' } })).status).toBe(200)
    expect((await app(['api.example.com']).request('/', { headers: { host: 'localhost' } })).status).toBe(403)
  })
})
