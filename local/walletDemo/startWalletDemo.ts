import { createServer } from 'node:http'
import { guardHost } from '../../server/http/guardHost.js'
import type { RunningService } from '../../server/http/Service.js'
import { close, listen } from '../../server/http/listen.js'
import { bundleWalletPage } from './bundleWalletPage.js'
import { walletPageHtml } from './walletPageHtml.js'
import type { WalletDemoConfig } from './WalletDemoConfig.js'

/** Options of `startWalletDemo`. */
export interface WalletDemoOptions {
  /** Read on every page load, so the stack can fill it in after its services start. */
  config: () => WalletDemoConfig | undefined
  host?: string
  /** Default: 5174; 0 picks a free port. */
  port?: number
}

// The page talks only to the relay and the chains the stack tells it about.
const contentSecurityPolicy = "default-src 'self'; connect-src 'self' ws: http:; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'"

/**
 * Serves the demo wallet of the local stack: a page in the wallet role of WalletConnect that
 * takes a pairing URI, shows the proposal and each request with Approve and Reject, and
 * signs with a dev key of the local chain, so a person can try the flow in two tabs. The
 * script is bundled on the first request and kept. The page holds that key, so it answers
 * loopback Host names only: a page on a DNS-rebound name cannot read it.
 */
export async function startWalletDemo(options: WalletDemoOptions): Promise<RunningService> {
  const host = options.host ?? '127.0.0.1'
  let script: Promise<string> | undefined

  const server = createServer(guardHost((request, response) => {
    const path = (request.url ?? '/').split('?')[0]
    const config = options.config()
    if ((path === '/' || path === '/index.html') && config) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': contentSecurityPolicy })
      response.end(walletPageHtml(config))
      return
    }
    if (path === '/wallet.js') {
      script ??= bundleWalletPage()
      script.then(
        (code) => {
          response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' })
          response.end(code)
        },
        (error: unknown) => {
          script = undefined
          response.writeHead(500, { 'content-type': 'text/plain' })
          response.end(error instanceof Error ? error.message : 'The wallet page could not be built')
        },
      )
      return
    }
    response.writeHead(config ? 404 : 503, { 'content-type': 'text/plain' })
    response.end(config ? 'Not found' : 'The local stack is still starting')
  }))
  const port = await listen(server, host, options.port ?? 5174)
  return { url: `http://${host}:${port}`, stop: () => close(server) }
}
