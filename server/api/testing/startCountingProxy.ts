import { createServer } from 'node:http'
import { close, listen } from '../../http/listen.js'

/** A JSON-RPC forwarder that records every method it passes to the node. */
export interface CountingProxy {
  url: string
  /** Methods forwarded so far, one entry per call (a batch counts each of its calls). */
  methods: string[]
  stop(): Promise<void>
}

/** Starts, on a free loopback port, a proxy to the node at `target` that counts what the API asks of it. */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const methods: string[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      void (async () => {
        const parsed = JSON.parse(body) as { method: string } | { method: string }[]
        for (const call of Array.isArray(parsed) ? parsed : [parsed]) methods.push(call.method)
        const upstream = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        res.writeHead(upstream.status, { 'content-type': 'application/json' })
        res.end(await upstream.text())
      })().catch(() => {
        res.writeHead(502)
        res.end()
      })
    })
  })
  const port = await listen(server, '127.0.0.1', 0)
  return { url: `http://127.0.0.1:${port}`, methods, stop: () => close(server) }
}
