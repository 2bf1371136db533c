import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request a recording provider received. */
export interface RecordedRequest {
  method: string
  path: string
  headers: IncomingHttpHeaders
  body: unknown
}

/**
 * A local HTTP server standing in for a provider's API in tests: it records each request and
 * answers `answer` as JSON with `status`. Binds 127.0.0.1 on a free port.
 */
export async function startRecordingProvider(answer: unknown, status = 200) {
  const requests: RecordedRequest[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: text ? JSON.parse(text) : undefined })
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, requests, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
