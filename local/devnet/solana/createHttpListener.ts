import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type { RpcHandler } from './createRpcHandler.js'

// Far above any real batch; transactions are at most 1,232 bytes.
const maxBodyBytes = 4 * 1024 * 1024

/**
 * Serves JSON-RPC over HTTP POST, plus `GET /health` as validators do. CORS is open
 * because the demo app and wallets call the chain straight from the browser, from
 * other loopback origins.
 */
export function createHttpListener(handle: RpcHandler): RequestListener {
  return (request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*')
    response.setHeader('Access-Control-Allow-Methods', 'POST, GET, OPTIONS')
    response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? 'content-type')
    if (request.method === 'OPTIONS') return void response.writeHead(204).end()
    if (request.method === 'GET' && request.url === '/health') return void response.writeHead(200).end('ok')
    if (request.method !== 'POST') return void response.writeHead(405, { Allow: 'POST' }).end()
    readBody(request)
      .then((text) => {
        let body: unknown
        try {
          body = JSON.parse(text)
        } catch {
          return send(response, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
        }
        const reply = handle(body)
        if (reply === undefined) return void response.writeHead(204).end()
        send(response, reply)
      })
      .catch(() => {
        if (!response.headersSent) response.writeHead(413).end()
      })
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBodyBytes) {
        reject(new Error('body too large'))
        request.destroy()
      } else chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function send(response: ServerResponse, body: unknown): void {
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
}
