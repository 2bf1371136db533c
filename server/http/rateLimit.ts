import type { Context, Env, MiddlewareHandler } from 'hono'
import { createRateLimiter, type RateLimit, type RateLimiter } from './createRateLimiter.js'

/** Options of `rateLimit`. */
export interface RateLimitOptions<E extends Env> {
  /** A budget (a counter of its own), a limiter shared with other routes, or `false`/undefined for none. */
  limit: RateLimit | RateLimiter | false | undefined
  /** What a request counts against: a client address, a project id. Undefined lets the request pass uncounted. */
  key: (c: Context<E>) => string | undefined
  /** Prefixes the key, so one shared limiter can keep separate counts per route. Default none. */
  scope?: string
}

/**
 * Hono middleware that answers 429 `{ message: 'Too many requests' }` with `Retry-After`
 * (seconds) once a key has spent its budget, before the route runs, so a refused request
 * costs no database or node call.
 * @example
 * app.post('/v1/email/code', rateLimit({ limit: { limit: 5, windowSeconds: 60 }, key: byClientAddress() }), handler)
 */
export function rateLimit<E extends Env>(options: RateLimitOptions<E>): MiddlewareHandler<E> {
  const { limit } = options
  if (!limit) return (_c, next) => next()
  const limiter = 'take' in limit ? limit : createRateLimiter(limit)
  return async (c, next) => {
    const key = options.key(c)
    if (key === undefined) return next()
    const wait = await limiter.take(options.scope ? `${options.scope}|${key}` : key)
    if (wait > 0) return c.json({ message: 'Too many requests' }, 429, { 'retry-after': String(wait) })
    await next()
  }
}
