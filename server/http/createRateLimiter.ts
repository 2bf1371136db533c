import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

/** A request budget: at most `limit` requests per `windowSeconds` for each key. */
export interface RateLimit {
  limit: number
  windowSeconds: number
}

/** Counts requests per key against one budget. */
export interface RateLimiter {
  readonly budget: RateLimit
  /** Counts one request for `key`; resolves to 0 when it is within budget, else to the seconds until it would be. */
  take(key: string): Promise<number>
}

/**
 * An in-memory fixed-window counter (rate-limiter-flexible's, whose expired keys free
 * themselves). Each process counts on its own: behind a load balancer with N instances a
 * client gets up to N times the budget, which is why budgets are set far above what a real
 * client needs and far below what harms the service.
 * @example
 * const limiter = createRateLimiter({ limit: 60, windowSeconds: 60 })
 * const wait = await limiter.take(clientAddress(request))
 * if (wait > 0) refuse(`retry in ${wait} s`)
 */
export function createRateLimiter(budget: RateLimit): RateLimiter {
  const counter = new RateLimiterMemory({ points: budget.limit, duration: budget.windowSeconds })
  return {
    budget,
    async take(key) {
      try {
        await counter.consume(key)
        return 0
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))
        throw refusal
      }
    },
  }
}
