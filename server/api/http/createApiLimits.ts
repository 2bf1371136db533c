import type { MiddlewareHandler } from 'hono'
import { byClientAddress } from '../../http/byClientAddress.js'
import type { RateLimit, RateLimiter } from '../../http/createRateLimiter.js'
import { rateLimit } from '../../http/rateLimit.js'
import type { ApiEnv } from './ApiEnv.js'
import type { ApiRateLimits } from './ApiRateLimits.js'

/** The middleware for one of the API's budgets; each name has one counter per server. */
export type ApiLimit = (name: keyof ApiRateLimits) => MiddlewareHandler<ApiEnv>

/** Makes the counter of one named budget (the API's: shared by every process through the store). */
export type LimiterFactory = (budget: RateLimit, name: keyof ApiRateLimits) => RateLimiter

/**
 * Builds the API's rate-limit middleware from its budgets: `perProject` counts by the
 * guarded project (so it runs after the project guard), every other budget by client address.
 */
export function createApiLimits(limits: ApiRateLimits, trustedProxies: number, makeLimiter?: LimiterFactory): ApiLimit {
  const clientKey = byClientAddress(trustedProxies)
  const built = new Map<keyof ApiRateLimits, MiddlewareHandler<ApiEnv>>()
  return (name) => {
    let middleware = built.get(name)
    if (!middleware) {
      const key = name === 'perProject' ? (c: Parameters<MiddlewareHandler<ApiEnv>>[0]) => c.get('project')?.id : clientKey
      const budget = limits[name]
      middleware = rateLimit<ApiEnv>({ limit: budget && makeLimiter ? makeLimiter(budget, name) : budget, key })
      built.set(name, middleware)
    }
    return middleware
  }
}
