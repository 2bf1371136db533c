import type { Env, MiddlewareHandler } from 'hono'
import { isAllowedHost, loopbackHosts } from './isAllowedHost.js'

/**
 * Hono middleware answering 403 `{ message: 'Host not allowed' }` to a request whose `Host`
 * header is not in `allowedHosts` (default: the loopback names), which is what defeats DNS
 * rebinding (see `isAllowedHost`). Put it first, before CORS and any route.
 * @example
 * app.use('*', hostGuard(['api.example.com']))
 */
export function hostGuard<E extends Env>(allowedHosts: readonly string[] = loopbackHosts): MiddlewareHandler<E> {
  return async (c, next) => {
    if (!isAllowedHost(c.req.header('host'), allowedHosts)) return c.json({ message: 'Host not allowed' }, 403)
    await next()
  }
}
