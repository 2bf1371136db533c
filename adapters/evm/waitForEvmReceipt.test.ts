import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { waitForEvmReceipt } from './waitForEvmReceipt.js'

const hash = `0x${'ab'.repeat(32)}` as const

describe('waitForEvmReceipt', () => {
  it('error: a node that stops answering rejects the wait, instead of polling it for minutes', async () => {
    // A node that knows no receipt yet, then fails every call, as an RPC that went down.
    let calls = 0
    const server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        calls++
        const { id, method } = JSON.parse(body) as { id: number; method: string }
        if (calls > 2) {
          response.writeHead(503).end('down')
          return
        }
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ jsonrpc: '2.0', id, result: method === 'eth_blockNumber' ? '0x1' : null }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const client = createClient({ transport: http(url, { retryCount: 0 }), pollingInterval: 50 })
      await expect(waitForEvmReceipt(client, hash)).rejects.toMatchObject({ name: 'HttpRequestError' })
    } finally {
      server.close()
    }
  })
})
