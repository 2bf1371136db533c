import type { MiddlewareHandler } from 'hono'

const allowHeaders = 'content-type, authorization, x-sdk-type, x-sdk-version, x-project-id'

/**
 * Echoes the caller's origin on every answer, errors included. Access is enforced by the
 * project guard refusing to serve data (403); echoing lets the modal read that 403's message
 * and show SPEC §8's "Invalid App Configuration" instead of an opaque network failure.
 * Preflights answer here, before the guard, because browsers send them without credentials.
 */
export function corsHeaders(): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin')
    if (c.req.method === 'OPTIONS') {
      if (!origin) return c.body(null, 204)
      return c.body(null, 204, {
        'access-control-allow-origin': origin,
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, OPTIONS',
        'access-control-allow-headers': c.req.header('access-control-request-headers') ?? allowHeaders,
        'access-control-max-age': '600',
        vary: 'Origin',
      })
    }
    await next()
    if (origin) {
      c.res.headers.set('access-control-allow-origin', origin)
      c.res.headers.append('vary', 'Origin')
    }
  }
}
