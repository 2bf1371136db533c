import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { join } from 'node:path'
import sirv from 'sirv'
import { guardHost } from '../http/guardHost.js'
import type { RunningService } from './Service.js'
import { close, listen } from './listen.js'

/** Options of `startDemoServer`. */
export interface DemoServerOptions {
  /** The built demo (demo/dist). */
  root: string
  /** What the page learns about the running stack (URLs, project id), read on every page load. */
  config: () => Record<string, unknown>
  host?: string
  /** Default: 5173; 0 picks a free port. */
  port?: number
}

const placeholder = '<script id="airlock-demo-config" type="application/json">{}</script>'

/** Serves the built demo host app, with the stack's URLs written into its page, to loopback Host names only. */
export async function startDemoServer(options: DemoServerOptions): Promise<RunningService> {
  const host = options.host ?? '127.0.0.1'
  const template = await readFile(join(options.root, 'index.html'), 'utf8')
  if (!template.includes(placeholder)) throw new Error(`${options.root}/index.html has no demo config placeholder`)
  // `<` escaped so no value can close the script element.
  const page = () =>
    template.replace(
      placeholder,
      `<script id="airlock-demo-config" type="application/json">${JSON.stringify(options.config()).replace(/</g, '\\u003c')}</script>`,
    )
  const assets = sirv(options.root, { etag: true, immutable: true })

  const server = createServer(guardHost((request, response) => {
    const path = (request.url ?? '/').split('?')[0]
    if (path === '/' || path === '/index.html') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      response.end(page())
      return
    }
    assets(request, response, () => {
      response.writeHead(404, { 'content-type': 'text/plain' })
      response.end('Not found')
    })
  }))
  const port = await listen(server, host, options.port ?? 5173)
  return { url: `http://${host}:${port}`, stop: () => close(server) }
}
