import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startSolanaDevnet, type SolanaDevnet } from './startSolanaDevnet.js'

let devnet: SolanaDevnet
beforeEach(async () => {
  devnet = await startSolanaDevnet({ port: 0 })
})
afterEach(() => devnet.stop())

const post = (body: string) => fetch(devnet.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })

describe('createHttpListener', () => {
  it('default: a POSTed request is answered as JSON with open CORS', async () => {
    const response = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }))
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 1, result: 'ok' })
  })

  it('behavior: a browser preflight is allowed with the headers it asks for, and GET /health answers', async () => {
    const preflight = await fetch(devnet.url, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,solana-client' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,solana-client')
    const health = await fetch(`${devnet.url}/health`)
    expect(await health.text()).toBe('ok')
  })

  it('behavior: a body of notifications only gets an empty 204', async () => {
    const response = await post(JSON.stringify([{ jsonrpc: '2.0', method: 'getHealth' }]))
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
  })

  it('error: a body that is not JSON is a -32700 parse error; other verbs are 405', async () => {
    const response = await post('{"jsonrpc": "2.0", ')
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
    expect((await fetch(devnet.url, { method: 'PUT' })).status).toBe(405)
  })
})
