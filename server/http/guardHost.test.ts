import { createServer } from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { close, listen } from './listen.js'
import { guardHost } from './guardHost.js'
import { requestWithHost } from './testing/requestWithHost.js'

describe('guardHost', () => {
  const server = createServer(guardHost((_req, res) => res.end('secret')))
  let url = ''
  beforeAll(async () => {
    url = `http://127.0.0.1:${await listen(server, '127.0.0.1', 0)}/`
  })
  afterAll(() => close(server))

  test('default: a loopback Host is served', async () => {
    expect(await requestWithHost(url, 'localhost:1234')).toEqual({ status: 200, body: 'secret' })
  })

  test('error: a rebound Host is refused with 403 and never reaches the listener', async () => {
    expect(await requestWithHost(url, 'attacker.test')).toEqual({ status: 403, body: 'Host not allowed' })
  })
})
