import { createServer } from 'node:http'
import { close, listen } from '../../http/listen.js'

/** A JSON-RPC request as the stub received it. */
export interface StubRequest {
  method: string
  params: unknown[]
}

/** What a stub answers a request: a result, or a JSON-RPC error. */
export type StubAnswer = { result: unknown } | { error: { code: number; message: string; data?: unknown } }

/** A node that answers only what a test tells it to, recording every request. */
export interface StubNode {
  url: string
  requests: StubRequest[]
  stop(): Promise<void>
}

/**
 * Starts, on a free loopback port, a JSON-RPC node answering each request with `answer`
 * (single requests and batches), for code paths the local chains cannot take (a node that
 * answers `eth_simulateV1`, one that applies `debug_traceCall` state overrides).
 */
export async function startStubNode(answer: (request: StubRequest) => StubAnswer): Promise<StubNode> {
  const requests: StubRequest[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const parsed = JSON.parse(body) as { id: number; method: string; params?: unknown[] } | { id: number; method: string; params?: unknown[] }[]
      const one = (call: { id: number; method: string; params?: unknown[] }) => {
        const request = { method: call.method, params: call.params ?? [] }
        requests.push(request)
        return { jsonrpc: '2.0', id: call.id, ...answer(request) }
      }
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(one) : one(parsed)))
    })
  })
  const port = await listen(server, '127.0.0.1', 0)
  return { url: `http://127.0.0.1:${port}`, requests, stop: () => close(server) }
}
