import type { RequestListener } from 'node:http'
import { isAllowedHost, loopbackHosts } from './isAllowedHost.js'

/**
 * Wraps a node `http` request listener so it answers 403 to any request whose `Host` header
 * is not in `allowedHosts` (default: the loopback names; see `isAllowedHost`). Every local
 * service wraps its listener with this, so no page re-pointed at 127.0.0.1 by DNS can read it.
 * @example
 * const server = createServer(guardHost((request, response) => { … }))
 */
export function guardHost(listener: RequestListener, allowedHosts: readonly string[] = loopbackHosts): RequestListener {
  return (request, response) => {
    if (isAllowedHost(request.headers.host, allowedHosts)) return listener(request, response)
    response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' })
    response.end('Host not allowed')
  }
}
