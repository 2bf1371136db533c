import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Database } from '../db/Database.js'
import { openDatabase } from '../db/openDatabase.js'
import { testBackends } from '../testing/testBackends.js'
import { rateLimit } from './rateLimit.js'

describe.each(testBackends())('rateLimit over $name', (backend) => {
  let db: Database
  beforeAll(async () => {
    db = await openDatabase({ databaseUrl: backend.databaseUrl })
  }, 30_000)
  afterAll(() => db?.close())

  const appWith = (name: string, limit: number) => {
    let served = 0
    const app = new Hono().post('/x', rateLimit(db, { name, limit }), (c) => c.json({ served: ++served }))
    return { app, served: () => served }
  }

  test('default: requests up to the limit pass; the next is 429 with retry-after and is not served', async () => {
    const { app, served } = appWith(`test-${Math.random().toString(36).slice(2)}`, 3)
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await app.request('/x', { method: 'POST' })).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    expect(served()).toBe(3)
    const refused = await app.request('/x', { method: 'POST' })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toEqual({ message: 'Too many requests: try again later' })
  })

  test('behavior: the count is shared through the database, as by two API instances', async () => {
    const name = `shared-${Math.random().toString(36).slice(2)}`
    const one = appWith(name, 2)
    const two = appWith(name, 2)
    expect((await one.app.request('/x', { method: 'POST' })).status).toBe(200)
    expect((await two.app.request('/x', { method: 'POST' })).status).toBe(200)
    expect((await one.app.request('/x', { method: 'POST' })).status).toBe(429)
    expect((await appWith(`other-${name}`, 2).app.request('/x', { method: 'POST' })).status).toBe(200)
  })
})
