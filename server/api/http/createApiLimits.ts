import type { Context, MiddlewareHandler } from 'hono'
import { byClientAddress } from '../../http/byClientAddress.js'
import { createRateLimiter, type RateLimit, type RateLimiter } from '../../http/createRateLimiter.js'
import { rateLimit } from '../../http/rateLimit.js'
import type { ApiEnv } from './ApiEnv.js'
import type { ApiRateLimits } from './ApiRateLimits.js'

/** The middleware for one of the API's budgets; each name has one counter per server. */
export interface ApiLimit {
  (name: keyof ApiRateLimits): MiddlewareHandler<ApiEnv>
  /**
   * Spends `points` of a budget at once, for the request's client address or for `key` (a
   * request whose cost or whose counted party is known only once its body is read: a
   * simulation's gas, a sponsorship's user); resolves to 0 when they were within budget, else
   * to the seconds to wait. A budget turned off costs nothing.
   */
  spend(name: keyof ApiRateLimits, c: Context, points: number, key?: string): Promise<number>
}

/** Makes the counter of one named budget (the API's: shared by every process through the store). */
export type LimiterFactory = (budget: RateLimit, name: keyof ApiRateLimits) => RateLimiter

/**
 * Builds the API's rate-limit middleware from its budgets: `perProject` counts by the
 * guarded project (so it runs after the project guard), every other budget by client address.
 */
export function createApiLimits(limits: ApiRateLimits, trustedProxies: number, makeLimiter?: LimiterFactory): ApiLimit {
  const clientKey = byClientAddress(trustedProxies)
  const built = new Map<keyof ApiRateLimits, MiddlewareHandler<ApiEnv>>()
  const counters = new Map<keyof ApiRateLimits, RateLimiter>()
  const counterOf = (name: keyof ApiRateLimits, budget: RateLimit) => {
    let counter = counters.get(name)
    if (!counter) counters.set(name, (counter = makeLimiter ? makeLimiter(budget, name) : createRateLimiter(budget)))
    return counter
  }
  const limit = (name: keyof ApiRateLimits) => {
    let middleware = built.get(name)
    if (!middleware) {
      const key = name === 'perProject' ? (c: Parameters<MiddlewareHandler<ApiEnv>>[0]) => c.get('project')?.id : clientKey
      const budget = limits[name]
      middleware = rateLimit<ApiEnv>({ limit: budget && counterOf(name, budget), key })
      built.set(name, middleware)
    }
    return middleware
  }
  const spend = async (name: keyof ApiRateLimits, c: Context, points: number, key = clientKey(c)): Promise<number> => {
    const budget = limits[name]
    if (!budget) return 0
    const counter = counterOf(name, budget)
    for (let spent = 0; spent < points; spent++) {
      const wait = await counter.take(key)
      if (wait > 0) return wait
    }
    return 0
  }
  return Object.assign(limit, { spend })
}

