import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createServer, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import sirv from 'sirv'
import { guardHost } from '../../server/http/guardHost.js'
import type { RunningService } from '../../server/http/Service.js'
import { close, listen } from '../../server/http/listen.js'

/** Options of `startDemoServer`. */
export interface DemoServerOptions {
  /** The built demo (demo/dist). */
  root: string
  /** What the page learns about the running stack (URLs, project id), read on every page load. */
  config: () => Record<string, unknown>
  host?: string
  /** Default: 5173; 0 picks a free port. */
  port?: number
  /** The built `airlock/styles.css` (dist/styles.css), served at /airlock/styles.css. */
  stylesheet?: string
}

/** The policy of `?csp=strict` and `?csp=nonce`: no inline script or style. */
export const STRICT_CSP = "script-src 'self'; style-src 'self'"
/** What every page's policy ends with: no plugins, no `<base>`, never framed. */
const PAGE_RULES = "object-src 'none'; base-uri 'none'; frame-ancestors 'none'"
/** The page's policy by default: its own scripts only; styles inline, as Airlock inserts them. */
export const DEFAULT_CSP = `script-src 'self'; ${PAGE_RULES}`
/** Sent with every answer: no MIME sniffing, no framing by browsers that predate frame-ancestors. */
const alwaysHeaders = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' }

const placeholder = '<script id="airlock-demo-config" type="application/json">{}</script>'

/**
 * Serves the built demo host app and its headless example (`/headless/`), with the stack's URLs written into their pages, to loopback
 * Host names only, under a Content-Security-Policy (its own scripts, never framed) and
 * `nosniff` by default; `?csp=strict` and `?csp=nonce` tighten styles as a strict host would.
 */
export async function startDemoServer(options: DemoServerOptions): Promise<RunningService> {
  const host = options.host ?? '127.0.0.1'
  // The demo, and the headless example at /headless/ (a host drawing its own UI with the hooks).
  const read = async (file: string) => {
    const html = await readFile(join(options.root, file), 'utf8')
    if (!html.includes(placeholder)) throw new Error(`${options.root}/${file} has no demo config placeholder`)
    return html
  }
  // A root without the headless example (the bench's React-only page) serves no /headless/.
  const headless = async () => {
    try {
      return await read('headless/index.html')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      throw error
    }
  }
  // Read at start, so a stack with no built demo fails at once; read again for every page load
  // (below), so a rebuild (`npm run build`) while the stack runs is served without a restart.
  const hasHeadless = (await Promise.all([read('index.html'), headless()]))[1] !== undefined
  // `<` escaped so no value can close the script element.
  const page = (template: string, extra: Record<string, unknown> = {}, head = '') =>
    template.replace(
      placeholder,
      `${head}<script id="airlock-demo-config" type="application/json">${JSON.stringify({ ...options.config(), ...extra }).replace(/</g, '\\u003c')}</script>`,
    )
  // The page as a host with a strict Content-Security-Policy serves it: `?csp=strict` links
  // airlock/styles.css; `?csp=nonce` allows styles with a fresh nonce, passed to the config.
  const pageFor = (template: string, csp: string | null) => {
    if (csp === 'strict') return { policy: `${STRICT_CSP}; ${PAGE_RULES}`, html: page(template, {}, '<link rel="stylesheet" href="/airlock/styles.css">') }
    if (csp !== 'nonce') return { policy: DEFAULT_CSP, html: page(template) }
    const nonce = randomBytes(16).toString('base64')
    return { policy: `${STRICT_CSP} 'nonce-${nonce}'; ${PAGE_RULES}`, html: page(template, { styleNonce: nonce }) }
  }
  // A page read from disk; while a rebuild has removed it, a 503 that says so.
  const sendPage = (response: ServerResponse, file: string, answer: (template: string) => { policy: string; html: string }) =>
    read(file).then(
      (template) => {
        const { policy, html } = answer(template)
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': policy })
        response.end(html)
      },
      () => {
        response.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '2' })
        response.end('The demo is being built: reload in a moment.')
      },
    )
  // Each request looks at the disk (sirv's `dev`), so the files of a rebuild are served at once and
  // a file it removed is a 404; a list read once at start would serve files no longer there, and a
  // read of one that is gone would end the process. ETags make a reload revalidate, not fetch again.
  const assets = sirv(options.root, { etag: true, dev: true })

  const server = createServer(guardHost((request, response) => {
    for (const [name, value] of Object.entries(alwaysHeaders)) response.setHeader(name, value)
    const url = new URL(request.url ?? '/', 'http://demo')
    if (hasHeadless && (url.pathname === '/headless' || url.pathname === '/headless/' || url.pathname === '/headless/index.html')) {
      if (url.pathname === '/headless') {
        response.writeHead(308, { location: `/headless/${url.search}` })
        response.end()
        return
      }
      void sendPage(response, 'headless/index.html', (template) => ({ policy: DEFAULT_CSP, html: page(template) }))
      return
    }
    if (url.pathname === '/' || url.pathname === '/index.html') {
      void sendPage(response, 'index.html', (template) => pageFor(template, url.searchParams.get('csp')))
      return
    }
    if (url.pathname === '/airlock/styles.css' && options.stylesheet) {
      readFile(options.stylesheet).then(
        (css) => {
          response.writeHead(200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-store' })
          response.end(css)
        },
        () => {
          response.writeHead(404, { 'content-type': 'text/plain' })
          response.end('Not found')
        },
      )
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
